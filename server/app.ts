import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { moduleRoutes } from './modules/index.js';
import type { AppContext } from './platform/context.js';
import { installAuthentication } from './platform/http/authentication.js';
import { installErrorHandling } from './platform/http/errors.js';
import { installHealth } from './platform/http/health.js';
import { installOpenApi, installOpenApiRoute } from './platform/http/openapi.js';
import { installRouteRegistry } from './platform/http/route-registry.js';
import { installCsrfProtection, installSecurityHeaders } from './platform/http/security.js';
import { installSpa } from './platform/http/spa.js';
import type { RegisteredRoute } from './platform/http/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

export type BuildOptions = {
  /** Folder of the built web app (index.html and assets); absent in API-only tests. */
  webRoot?: string;
};

/** Builds the HTTP application. main.ts listens with it; tests call it with `inject` or a real port. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // One logger for the process (JSON, redacting secrets); the level comes from LOG_LEVEL.
    // Widened to Fastify's logger type, or every plugin signature would have to name pino's.
    loggerInstance: ctx.log as FastifyBaseLogger,
    // X-Forwarded-For is believed only from a proxy on this host or a private network; from anyone
    // else it would let a client pick its own IP and slip past the sign-in throttling by IP.
    trustProxy: ['loopback', 'linklocal', 'uniquelocal'],
    bodyLimit: 2 * 1024 * 1024,
    // Long ids and ISO dates in query strings; nothing of ours is longer.
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeRegistry', installRouteRegistry(app));
  installErrorHandling(app);
  // Hook order matters: headers first (so refusals carry them too), then CSRF, then the SPA's
  // navigations (which need no session), then the session lookup.
  installSecurityHeaders(app, ctx.config);
  installCsrfProtection(app, ctx.config);
  await app.register(cookie, { secret: ctx.config.sessionSecret });
  if (options.webRoot) await installSpa(app, options.webRoot, ctx.config);
  installAuthentication(app, ctx);
  await installOpenApi(app);
  installOpenApiRoute(app);
  installHealth(app, ctx);
  // Chat sockets (modules/chat). Frames are small JSON; a larger one is refused by ws itself.
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });

  for (const register of moduleRoutes) await register(app, ctx);

  return app;
}
