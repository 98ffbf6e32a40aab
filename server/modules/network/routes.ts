import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { network } from '../../../contract/network.js';
import type { AppContext } from '../../platform/context.js';
import { presentNetwork } from './present.js';

export function networkRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: the sign-in page shows the network's name, theme and devise texts before anyone signs in.
  api.get(
    '/api/v1/network',
    { config: { auth: 'public' }, schema: { response: { 200: network } } },
    async (request) => presentNetwork(await ctx.network.get(), request.member, ctx.config),
  );
}
