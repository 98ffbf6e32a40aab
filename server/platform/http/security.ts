import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The browser's WebSocket origin of the public URL (ws://host or wss://host). */
const socketOrigin = (publicOrigin: string) => publicOrigin.replace(/^http/, 'ws');

type Directives = Record<string, string[] | null>;

/**
 * The Content Security Policy. The SPA is module scripts and stylesheets from our own origin, so the
 * policy allows nothing inline; data: and blob: images cover avatars and previews. One exception is
 * measured out per page load: Radix's scroll lock (react-remove-scroll, through get-nonce) must inject
 * a <style> element, so index.html carries a fresh nonce that style-src allows (spa.ts).
 */
function cspDirectives(config: Config, styleNonce?: string): Directives {
  const https = config.publicOrigin.startsWith('https:');
  // A configured map style (MAP_STYLE_URL) is fetched by the browser with its tiles, glyphs and sprites.
  const maps = config.maps.styleUrl ? [new URL(config.maps.styleUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...maps],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", socketOrigin(config.publicOrigin), ...maps],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // On plain http (development on localhost) an upgrade would break every request.
    'upgrade-insecure-requests': https ? [] : null,
  };
}

/** The header value with a style nonce, for the one response that carries it (index.html). */
export function contentSecurityPolicy(config: Config, styleNonce: string): string {
  return Object.entries(cspDirectives(config, styleNonce))
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** A fresh nonce for one response: 128 random bits, base64 (the form CSP nonces take). */
export const newNonce = () => randomBytes(16).toString('base64');

/** Security headers on every response; index.html replaces the policy with its nonce'd one. */
export function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.publicOrigin.startsWith('https:');
  // Built once: @fastify/helmet builds helmet's middleware anew for every request (parsing the
  // policy each time), which cost a tenth of a small request's CPU. This sets the same headers.
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS on a plain-http installation would only confuse browsers that later reach it by https.
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60 } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
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
