import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { contentSecurityPolicy, newNonce } from './security.js';

const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;
/** Source maps would hand the original sources to anyone; they stay on the server (vite.config.ts). */
const SOURCE_MAP = /\.map$/i;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths the server answers itself even for navigations: single sign-on's redirects (/auth/oidc/...). */
const SERVER_NAVIGATIONS = /^\/(api|auth)\//;

/**
 * A browser navigation: a GET that accepts HTML, for a path without a file extension, outside /api/
 * and /auth/.
 * Those get the SPA's index.html even where an API route shares the path (/members, /groups/x), so
 * reloading any page of the app works; fetches of the same path (Accept: application/json) reach the API.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return !SERVER_NAVIGATIONS.test(pathname) && !HAS_EXTENSION.test(pathname);
}

/**
 * index.html with this response's style nonce in `<meta property="csp-nonce">`, where the app reads it
 * for get-nonce (web/main.tsx) before anything renders.
 */
export const withNonceMeta = (html: string, nonce: string) =>
  html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce" content="${nonce}" />`);

/**
 * Serves the built web app from `webRoot`. Vite's hashed files under /assets/ never change, so they
 * are cached for a year; index.html must be revalidated on every load so a deploy reaches everyone,
 * and it is written anew for each load: its nonce and the policy that allows it belong together.
 */
export async function installSpa(app: FastifyInstance, webRoot: string, config: Config) {
  const root = path.resolve(webRoot);
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`${root} holds no index.html; run npm run build`);
  // serve: false, because the plugin's own routes would not declare config.auth; ours below do.
  await app.register(fastifyStatic, { root, serve: false });

  app.addHook('onRequest', async (request, reply) => {
    if (!isNavigation(request)) return;
    // Read on every navigation (a few hundred bytes), so a rebuild is served without a restart.
    const html = await readFile(path.join(root, 'index.html'), 'utf8');
    const nonce = newNonce();
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(config, nonce))
      .type('text/html; charset=utf-8')
      .send(withNonceMeta(html, nonce));
  });

  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (SOURCE_MAP.test(file)) return reply.callNotFound();
    if (file.startsWith('assets/'))
      return reply.sendFile(file, { immutable: true, maxAge: YEAR_SECONDS * 1000 });
    return reply.sendFile(file, { maxAge: 0 });
  });
}
