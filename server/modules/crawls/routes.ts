import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crawl, crawlBody } from '../../../contract/crawls.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { blobStore } from '../../platform/storage/storage.js';
import { CRAWL_IMAGE_TYPE } from './image.js';
import { crawlImageKey, getCrawl, presentCrawl, requestCrawl } from './service.js';

const idParams = z.object({ id: z.string().max(64) });
/** Any string: what is no crawl id answers 404 like an unknown one (service.ts). */
const imageParams = z.object({ id: z.string() });

/** A stored preview never changes under its crawl id; private, as only members may load it. */
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

/**
 * POST /system/crawls and GET /system/crawls/{id} (part 1 section 7, part 3 section 7), and the
 * preview images served from our origin (crawls/image.ts).
 */
export function crawlRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.post(
    '/system/crawls',
    { config: { ...config, rate: 'crawl' }, schema: { body: crawlBody, response: { 201: crawl } } },
    async (request, reply) => {
      const row = await requestCrawl(ctx, request.viewer, request.body.url);
      return reply.status(201).send(presentCrawl(row));
    },
  );

  api.get(
    '/system/crawls/:id',
    { config, schema: { params: idParams, response: { 200: crawl } } },
    async (request) => presentCrawl(await getCrawl(ctx.db, request.viewer, request.params.id)),
  );

  // Any member: previews are shown to everyone who sees the message or post, and the crawl id is an
  // unguessable id that only such previews carry.
  api.get('/api/v1/crawls/:id/image', { config, schema: { params: imageParams } }, async (request, reply) => {
    const key = await crawlImageKey(ctx.db, request.params.id);
    const store = blobStore(ctx);
    const stat = await store.stat(key);
    if (!stat) throw notFound('image');
    return reply
      .header('content-type', CRAWL_IMAGE_TYPE)
      .header('content-length', stat.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMAGE_CACHE)
      .send(store.read(key));
  });
}
