import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { clientKey } from './client-address.js';

/**
 * Budgets of expensive routes. A route draws on one by declaring it beside its auth rule,
 * `config: { auth: 'member', rate: 'search' }`; nothing else is needed. Every request to such a
 * route counts against the client (IPv4 address or IPv6 /64, see client-address.ts) and, when signed
 * in, against the member; over either budget it answers 429 with Retry-After. Per client is the wider
 * budget, since a whole office may share one address behind its router.
 */
export type RateLimitName = 'sign_in' | 'password_reset' | 'search' | 'export' | 'upload' | 'crawl';

type Budget = { max: number; windowMs: number };
export type RateLimitRule = { perMember?: Budget; perClient: Budget };

const minutes = (count: number) => count * 60 * 1000;

export const RATE_LIMITS: Record<RateLimitName, RateLimitRule> = {
  // Each attempt costs an argon2 verification; failed ones are also throttled by address (auth module).
  sign_in: { perClient: { max: 30, windowMs: minutes(1) } },
  // Each request may send a mail.
  password_reset: { perClient: { max: 10, windowMs: minutes(15) } },
  search: { perMember: { max: 120, windowMs: minutes(1) }, perClient: { max: 1200, windowMs: minutes(1) } },
  export: { perMember: { max: 10, windowMs: minutes(1) }, perClient: { max: 100, windowMs: minutes(1) } },
  upload: { perMember: { max: 60, windowMs: minutes(1) }, perClient: { max: 600, windowMs: minutes(1) } },
  crawl: { perMember: { max: 30, windowMs: minutes(1) }, perClient: { max: 300, windowMs: minutes(1) } },
};

/** Keys in Redis (shared by every instance) start with this. */
const REDIS_PREFIX = 'rate-limit:';

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    'Too many requests. Please wait a moment and try again.',
    { base: ['errors.rate_limited'] },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts in memory per instance, or in Redis with REDIS_URL so that every instance counts together.
 * When Redis does not answer, requests pass (logged): a limit must not take the product down.
 * Call before the modules' routes are added.
 */
export async function installRateLimits(app: FastifyInstance, ctx: AppContext) {
  let redis: Redis | undefined;
  if (ctx.config.redisUrl) {
    // Fail fast instead of queueing while Redis is away; the check then lets the request pass.
    redis = new Redis(ctx.config.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: 1_000,
    });
    redis.on('error', (err) => ctx.log.warn({ err }, 'rate limit redis connection error'));
    await redis.connect();
    const connection = redis;
    app.addHook('onClose', async () => {
      await connection.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: REDIS_PREFIX,
    // Entries per instance without Redis; more distinct clients than this forget the oldest.
    cache: 50_000,
  });

  const checker = (
    name: RateLimitName,
    scope: 'member' | 'client',
    budget: Budget,
    key: (r: FastifyRequest) => string,
  ) =>
    app.createRateLimit({
      max: budget.max,
      timeWindow: budget.windowMs,
      keyGenerator: (request) => `${name}:${scope}:${key(request)}`,
    });

  const hookFor = (name: RateLimitName): onRequestHookHandler => {
    const rule = RATE_LIMITS[name];
    const perClient = checker(name, 'client', rule.perClient, (request) => clientKey(request.ip));
    const perMember = rule.perMember
      ? checker(name, 'member', rule.perMember, (request) => request.member?.id ?? '')
      : null;
    return async (request) => {
      const checks: Check[] = request.member && perMember ? [perMember, perClient] : [perClient];
      for (const check of checks) {
        let result: Awaited<ReturnType<Check>>;
        try {
          result = await check(request);
        } catch (err) {
          request.log.warn({ err, limit: name }, 'rate limit not checked');
          return;
        }
        if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
      }
    };
  };

  const hooks = new Map<RateLimitName, onRequestHookHandler>();
  // Route hooks run after the app's: the session is loaded, so the member is known.
  app.addHook('onRoute', (route) => {
    const name = route.config?.rate;
    if (!name) return;
    const hook = hooks.get(name) ?? hookFor(name);
    hooks.set(name, hook);
    const existing = route.onRequest;
    route.onRequest = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), hook];
  });
}
