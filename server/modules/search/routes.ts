import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchGroupParams, searchPaths, searchQuery, searchResponse } from '../../../contract/search.js';
import type { AppContext } from '../../platform/context.js';
import { search, searchGroup } from './service.js';

export function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member', rate: 'search' } as const;

  api.get(
    searchPaths.global,
    { config, schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    async (request) => search(ctx, request.viewer, request.query),
  );

  api.get(
    searchPaths.group,
    {
      config,
      schema: { params: searchGroupParams, querystring: searchQuery, response: { 200: searchResponse } },
    },
    async (request) => searchGroup(ctx, request.viewer, request.params.slug, request.query),
  );
}
