import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertySetBody, propertySetQuery, propertySetResponse } from '../../../contract/property-sets.js';
import type { AppContext } from '../../platform/context.js';
import { getPropertySet, savePropertySet } from './service.js';

const params = z.object({ name: z.string().max(100) });

/**
 * Property sets (part 1 section 7): `GET` and `PUT /api/v1/property_sets/{name}` with
 * `context_type`, `context_id` and `inherit`. Declared for members: the service answers 404 for
 * groups the viewer may not see and 403 to those who may read but not change the set.
 */
export function propertySetRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  api.get(
    '/api/v1/property_sets/:name',
    { config, schema: { params, querystring: propertySetQuery, response: { 200: propertySetResponse } } },
    async (request) => getPropertySet(ctx, request.viewer, request.params.name, request.query),
  );
  api.put(
    '/api/v1/property_sets/:name',
    {
      config,
      schema: {
        params,
        querystring: propertySetQuery,
        body: propertySetBody,
        response: { 200: propertySetResponse },
      },
    },
    async (request) =>
      savePropertySet(
        ctx,
        { viewer: request.viewer, ip: request.ip },
        request.params.name,
        request.query,
        request.body,
      ),
  );
}
