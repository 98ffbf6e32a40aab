import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userbarAdministration } from '../../../contract/userbar.js';
import type { AppContext } from '../../platform/context.js';
import { administrationUserbar } from './service.js';

const administrationQuery = z.object({
  context_type: z.enum(['network', 'group', 'group_category']).default('network'),
  context_id: z.string().max(200).optional(),
});

export function userbarRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    '/api/v1/userbars/administration',
    { config, schema: { querystring: administrationQuery, response: { 200: userbarAdministration } } },
    async (request) =>
      administrationUserbar(
        ctx.db,
        request.viewer,
        request.query.context_type,
        request.query.context_id || undefined,
      ),
  );
}
