import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MODULES } from './modules/index.js';
import type { AppContext } from './platform/context.js';
import { installApiDocs } from './platform/http/api-docs.js';
import { installAuthentication } from './platform/http/authentication.js';
import { installErrorHandling } from './platform/http/errors.js';
import { installHealth } from './platform/http/health.js';
import { installInputTextGuard } from './platform/http/input-text.js';
import { installOpenApi } from './platform/http/openapi.js';
import { installRateLimits } from './platform/http/rate-limits.js';
import { installRequestLimits, serverTimeoutOptions } from './platform/http/request-limits.js';
import { installRouteRegistry } from './platform/http/route-registry.js';
import { installCsrfProtection, installSecurityHeaders } from './platform/http/security.js';
import { installSpa } from './platform/http/spa.js';
import type { RegisteredRoute } from './platform/http/types.js';
import { type AppModule, installModules } from './platform/modules/module.js';

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: RegisteredRoute[];
  }
}

export type BuildOptions = {
  /** Folder of the built web app (index.html and assets); absent in API-only tests. */
  webRoot?: string;
  /** The modules to install; all of them unless a test wants a few. */
  modules?: readonly AppModule[];
};

/** Builds the HTTP application. main.ts listens with it; tests call it with `inject` or a real port. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // One logger for the process (JSON, redacting secrets); the level comes from LOG_LEVEL.
    // Widened to Fastify's logger type, or every plugin signature would have to name pino's.
    loggerInstance: ctx.log as FastifyBaseLogger,
    // X-Forwarded-For is believed only from the configured proxies (TRUSTED_PROXIES, this host by
    // default): from anyone else, even on the office network, it would let a client pick its own IP,
    // slip past the limits per IP and forge the address in sessions and the audit log.
    trustProxy: ctx.config.trustedProxies,
    bodyLimit: 2 * 1024 * 1024,
    ...serverTimeoutOptions(ctx.config),
    // Long ids and ISO dates in query strings; nothing of ours is longer.
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeRegistry', installRouteRegistry(app));
  installErrorHandling(app);
  installRequestLimits(app, ctx.config);
  installInputTextGuard(app);
  // Hook order matters: headers first (so refusals carry them too), then CSRF, then the SPA's
  // navigations (which need no session), then the session lookup.
  installSecurityHeaders(app, ctx.config);
  installCsrfProtection(app, ctx.config);
  await app.register(cookie, { secret: ctx.config.sessionSecret });
  if (options.webRoot) await installSpa(app, options.webRoot, ctx.config);
  installAuthentication(app, ctx);
  await installOpenApi(app);
  installApiDocs(app);
  installHealth(app, ctx);
  await installRateLimits(app, ctx);
  await installModules(app, ctx, options.modules ?? MODULES);

  return app;
}
