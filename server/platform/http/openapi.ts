import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../sessions/sessions.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document of every route, generated from the same zod schemas that validate requests.
 * Each operation names its auth rule (x-auth), its rate limit if any (x-rate-limit, see rate-limits.ts)
 * and, unless public, the session cookie it needs.
 * Register before the routes: the plugin collects them as they are added.
 */
export async function installOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Intranet API',
        version: '1',
        description: 'Unsafe methods must send an Origin header equal to PUBLIC_URL (CSRF defence).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: (input: TransformInput) => {
      const { schema, url } = jsonSchemaTransform(input);
      const auth = input.route.config?.auth ?? 'public';
      const described: FastifySchema & Record<string, unknown> = { ...schema, 'x-auth': auth };
      if (auth !== 'public') described.security = [{ session: [] }];
      if (input.route.config?.rate) described['x-rate-limit'] = input.route.config.rate;
      return { schema: described, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/docs: the OpenAPI document as JSON. */
export function installOpenApiRoute(app: FastifyInstance) {
  app.get('/api/docs', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
