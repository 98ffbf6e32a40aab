import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapView } from '../../../contract/maps.js';
import type { AppContext } from '../../platform/context.js';
import { groupMap, networkMap } from './map-data.js';

/** The maps' data (contract/maps.ts); 404 while the network's maps are off. */
export function mapRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const response = { 200: mapView };

  api.get('/api/v1/map', { config, schema: { response } }, async (request) =>
    networkMap(ctx, await ctx.network.get(), request.viewer, 'network'),
  );
  api.get('/api/v1/map/members', { config, schema: { response } }, async (request) =>
    networkMap(ctx, await ctx.network.get(), request.viewer, 'members'),
  );
  api.get(
    '/api/v1/groups/:group/map',
    { config, schema: { params: z.object({ group: z.string().max(200) }), response } },
    async (request) => groupMap(ctx, await ctx.network.get(), request.viewer, request.params.group),
  );
}
