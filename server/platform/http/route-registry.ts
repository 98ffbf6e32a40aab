import type { FastifyInstance } from 'fastify';
import type { RegisteredRoute } from './types.js';

/**
 * Records every route with its auth rule and input schemas, and refuses a route that declares no
 * auth rule. Tests walk `app.routeRegistry` to check that nothing is reachable by accident and that
 * no input a schema lets through breaks a route.
 */
export function installRouteRegistry(app: FastifyInstance): RegisteredRoute[] {
  const registry: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const auth = route.config?.auth;
    if (!auth) throw new Error(`Route ${methods.join(',')} ${route.url} declares no config.auth`);
    const { params, querystring, body } = route.schema ?? {};
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({
        method,
        url: route.url,
        auth,
        rate: route.config?.rate ?? null,
        schema: { params, querystring, body },
      });
    }
  });
  return registry;
}
