import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The browser's WebSocket origin of the public URL (ws://host or wss://host). */
const socketOrigin = (publicOrigin: string) => publicOrigin.replace(/^http/, 'ws');

/**
 * Security headers on every response. The SPA is one module script and one stylesheet from our own
 * origin, so the policy allows nothing inline; data: and blob: images cover avatars and previews.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicOrigin.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", socketOrigin(config.publicOrigin)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // On plain http (development on localhost) an upgrade would break every request.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS on a plain-http installation would only confuse browsers that later reach it by https.
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60 } : false,
  });
}

/** The origin a browser request says it comes from: Origin, else the Referer's origin. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string' || referer === '') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * True when the request comes from a page of this site. WebSocket upgrades are GETs, so the CSRF hook
 * does not see them: a socket route must call this itself (cross-site WebSocket hijacking).
 */
export const isSameOrigin = (request: FastifyRequest, config: Config) =>
  requestOrigin(request) === config.publicOrigin;

/**
 * The CSRF defence: a request that may change something is accepted only when the browser says it
 * comes from our own origin. Browsers always send Origin on cross-site unsafe requests, and a missing
 * header is refused too, so no form or script on another site can act with a member's cookie.
 * Routes for non-browser clients that authenticate by token may opt out with `config: { csrf: false }`.
 */
export function installCsrfProtection(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.csrf === false) return;
    if (isSameOrigin(request, config)) return;
    throw new AppError(403, 'csrf', 'The request did not come from this site.');
  });
}
