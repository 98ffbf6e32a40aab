import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crawl, crawlBody } from '../../../contract/crawls.js';
import type { AppContext } from '../../platform/context.js';
import { getCrawl, presentCrawl, requestCrawl } from './service.js';

const idParams = z.object({ id: z.string().max(64) });

/** POST /system/crawls and GET /system/crawls/{id} (part 1 section 7, part 3 section 7). */
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
}
