import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tagFindQuery, tagFindResponse, tagsPaths } from '../../../contract/tags.js';
import type { AppContext } from '../../platform/context.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { findTags } from './service.js';

export function tagRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    tagsPaths.find,
    {
      config: { auth: 'member' },
      schema: { querystring: tagFindQuery, response: { 200: tagFindResponse } },
    },
    async (request) => {
      const { q, tag_parents, exclude_new } = request.query;
      const parentIds = (tag_parents ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      const keys = await viewerKeys(ctx, request.viewer);
      return {
        entries: await findTags(ctx.db, request.viewer, keys, { q, parentIds, excludeNew: exclude_new }),
      };
    },
  );
}
