import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberSettings, updateMemberSettingsBody } from '../../../contract/member-settings.js';
import type { AppContext } from '../../platform/context.js';
import { clearOwnBounce, getMemberSettings, updateMemberSettings } from './service.js';

const params = z.object({ id: z.string().max(100) });

export function memberSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    '/api/v1/members/:id/settings',
    { config, schema: { params, response: { 200: memberSettings } } },
    async (request) => getMemberSettings(ctx, await ctx.network.get(), request.viewer, request.params.id),
  );

  api.put(
    '/api/v1/members/:id/settings',
    { config, schema: { params, body: updateMemberSettingsBody, response: { 200: memberSettings } } },
    async (request) =>
      updateMemberSettings(ctx, await ctx.network.get(), request.viewer, request.params.id, request.body),
  );

  api.delete(
    '/api/v1/members/:id/settings/email_bounce',
    { config, schema: { params } },
    async (request, reply) => {
      await clearOwnBounce(ctx, request.viewer, request.params.id);
      return reply.status(204).send();
    },
  );
}
