import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';

const healthResponse = z.object({
  /** degraded: serving, but realtime events between instances may be lost (clients catch up later). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  bus: z.enum(['ok', 'degraded']),
});

/**
 * How long /health waits for the database. A load balancer must learn within a second that this
 * instance cannot serve, whatever the database's own timeouts allow a request.
 */
export const HEALTH_DEADLINE_MS = 800;

const within = <T>(query: PromiseLike<T>, ms: number): Promise<T> => {
  // Drizzle runs a query on every then(): adopt it once.
  const work = Promise.resolve(query);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // The query may still fail after the deadline; its error is the one already answered.
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
};

/**
 * For load balancers and operators: 200 while the database answers, 503 otherwise. A degraded bus
 * (Redis unreachable) keeps 200: every change is still stored and acknowledged, only pushes to other
 * instances wait for it, so taking the instance out of service would help nobody.
 */
export function installHealth(app: FastifyInstance, ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { auth: 'public' }, schema: { response: { 200: healthResponse, 503: healthResponse } } },
      async (request, reply) => {
        const bus = ctx.bus.health();
        try {
          await within(ctx.db.execute(sql`select 1`), HEALTH_DEADLINE_MS);
          return {
            status: bus === 'ok' ? ('ok' as const) : ('degraded' as const),
            database: 'ok' as const,
            bus,
          };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', database: 'unreachable', bus });
        }
      },
    );
}
