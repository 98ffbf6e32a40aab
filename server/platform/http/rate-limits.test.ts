import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authHeaders, createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { RATE_LIMITS } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** An address of a documentation range nobody else in this run uses, so counts start at zero. */
const freshAddress = () => `198.51.${randomInt(0, 100)}.${randomInt(1, 255)}`;

const crawl = (app: TestApp, cookie: string, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/system/crawls',
    headers: authHeaders(cookie),
    remoteAddress,
    payload: { url: 'https://example.com/', status: 'initialized' },
  });

const failedSignIn = (app: TestApp, remoteAddress: string) =>
  app.app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: originHeaders,
    remoteAddress,
    payload: { user: { email: `nobody-${randomInt(1e9)}@example.test`, password: 'wrong' } },
  });

function expectRateLimited(response: Awaited<ReturnType<typeof crawl>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: {
      code: 'rate_limited',
      message: 'Too many requests. Please wait a moment and try again.',
      fields: { base: ['errors.rate_limited'] },
    },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits declared on routes', () => {
  it('limits a member on an expensive route, and leaves other members alone', async () => {
    const { max, windowMs } = RATE_LIMITS.crawl.perMember ?? { max: 0, windowMs: 0 };
    const [busy, other] = [await createMember(t.database.db), await createMember(t.database.db)];
    const busyCookie = await signIn(t.app, busy.email);
    for (let i = 0; i < max; i++) expect((await crawl(t, busyCookie)).statusCode).toBe(201);
    expectRateLimited(await crawl(t, busyCookie), windowMs / 1000);
    // The same member from another address is the same member.
    expect((await crawl(t, busyCookie, freshAddress())).statusCode).toBe(429);
    expect((await crawl(t, await signIn(t.app, other.email))).statusCode).toBe(201);
  });

  it('limits a client without a session, counting an IPv6 /64 as one client', async () => {
    const { max, windowMs } = RATE_LIMITS.sign_in.perClient;
    const prefix = `2001:db8:${randomInt(1, 0xffff).toString(16)}:1`;
    for (let i = 0; i < max; i++) {
      const response = await failedSignIn(t, `${prefix}::${(i + 1).toString(16)}`);
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await failedSignIn(t, `${prefix}:ffff::1`), windowMs / 1000);
    expect((await failedSignIn(t, freshAddress())).statusCode).toBe(401);
  });

  it('leaves routes without a declared limit alone', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const { max } = RATE_LIMITS.crawl.perMember ?? { max: 0 };
    for (let i = 0; i <= max; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: authHeaders(cookie) });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits across instances', () => {
  it('counts in Redis, so that a client cannot spread its requests over instances', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const [first, second] = [
      await createTestApp({ configOverrides: { redisUrl } }),
      await createTestApp({ configOverrides: { redisUrl } }),
    ];
    onTestFinished(async () => {
      await Promise.all([first.close(), second.close()]);
    });
    const { max } = RATE_LIMITS.sign_in.perClient;
    const client = freshAddress();
    for (let i = 0; i < max; i++) {
      expect((await failedSignIn(i % 2 ? first : second, client)).statusCode).toBe(401);
    }
    expect((await failedSignIn(first, client)).statusCode).toBe(429);
    expect((await failedSignIn(second, client)).statusCode).toBe(429);
  });
});
