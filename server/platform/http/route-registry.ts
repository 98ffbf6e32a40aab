import type { FastifyInstance } from 'fastify';
import type { RegisteredRoute } from './types.js';

/**
 * Records every route with its auth rule and refuses a route that declares none.
 * Tests walk `app.routeRegistry` to check that nothing is reachable by accident.
 */
export function installRouteRegistry(app: FastifyInstance): RegisteredRoute[] {
  const registry: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const auth = route.config?.auth;
    if (!auth) throw new Error(`Route ${methods.join(',')} ${route.url} declares no config.auth`);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({ method, url: route.url, auth });
    }
  });
  return registry;
}
