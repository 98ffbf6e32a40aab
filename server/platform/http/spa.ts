import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const HAS_EXTENSION = /\.[A-Za-z0-9]+$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A browser navigation: a GET that accepts HTML, for a path without a file extension, outside /api/.
 * Those get the SPA's index.html even where an API route shares the path (/members, /groups/x), so
 * reloading any page of the app works; fetches of the same path (Accept: application/json) reach the API.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return !pathname.startsWith('/api/') && !HAS_EXTENSION.test(pathname);
}

/**
 * Serves the built web app from `webRoot`. Vite's hashed files under /assets/ never change, so they
 * are cached for a year; index.html must be revalidated on every load so a deploy reaches everyone.
 */
export async function installSpa(app: FastifyInstance, webRoot: string) {
  const root = path.resolve(webRoot);
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`${root} holds no index.html; run npm run build`);
  // serve: false, because the plugin's own routes would not declare config.auth; ours below do.
  await app.register(fastifyStatic, { root, serve: false });

  app.addHook('onRequest', async (request, reply) => {
    if (!isNavigation(request)) return;
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });

  app.get('/*', { config: { auth: 'public' }, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (file.startsWith('assets/'))
      return reply.sendFile(file, { immutable: true, maxAge: YEAR_SECONDS * 1000 });
    return reply.sendFile(file, { maxAge: 0 });
  });
}
