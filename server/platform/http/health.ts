import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** For load balancers and operators: 200 while the database answers, 503 otherwise. */
export function installHealth(app: FastifyInstance, ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { auth: 'public' }, schema: { response: { 200: healthResponse, 503: healthResponse } } },
      async (request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
        }
      },
    );
}
