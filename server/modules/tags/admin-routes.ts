import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTag,
  adminTagList,
  adminTagListQuery,
  mergeTagBody,
  tagsAdminPaths as paths,
  renameTagBody,
} from '../../../contract/tags-admin.js';
import type { AppContext } from '../../platform/context.js';
import { deleteTag, listTagsForAdmin, mergeTag, renameTag } from './admin.js';

const idParams = z.object({ id: z.string().max(100) });

/** Tag administration (contract/tags-admin.ts); the service answers 404 to all but network administrators. */
export function tagAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    paths.list,
    {
      config: { ...config, rate: 'search' },
      schema: { querystring: adminTagListQuery, response: { 200: adminTagList } },
    },
    async (request) => listTagsForAdmin(ctx, request.viewer, request.query),
  );

  api.put(
    `${paths.list}/:id`,
    { config, schema: { params: idParams, body: renameTagBody, response: { 200: adminTag } } },
    async (request) =>
      renameTag(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id, request.body.name),
  );

  api.post(
    `${paths.list}/:id/merge`,
    { config, schema: { params: idParams, body: mergeTagBody, response: { 200: adminTag } } },
    async (request) =>
      mergeTag(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id, request.body.into_id),
  );

  api.delete(`${paths.list}/:id`, { config, schema: { params: idParams } }, async (request, reply) => {
    await deleteTag(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id);
    return reply.status(204).send();
  });
}
