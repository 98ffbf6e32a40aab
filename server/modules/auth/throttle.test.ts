import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SignInChallenge } from '../../../contract/auth.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { networks } from '../../platform/network/tables.js';
import { loginFailures } from '../../platform/sessions/tables.js';
import { createTestApp, originHeaders, type TestApp } from '../../test/app.js';
import { createMember, setNetworkRow, TEST_PASSWORD } from '../../test/factories.js';
import { emailKey } from './throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const attempt = (email: string, password: string, remoteAddress: string, altcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: originHeaders,
    remoteAddress,
    payload: { user: { email, password }, altcha },
  });

/** Does what the browser's widget does: fetches a challenge and finds its number. */
async function solvedChallenge(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/sign_in/challenge' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const challenge = response.json<SignInChallenge>();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') !== challenge.challenge)
      continue;
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(
      JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
    ).toString('base64');
  }
  throw new Error('the challenge has no solution');
}

const auditsOf = (type: 'LoginThrottledByEmail' | 'LoginThrottledByIp', ip: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.ip, ip)));

/** Five failures for the address, each from another client, as a distributed guesser makes them. */
async function failFromFiveClients(email: string, network: string) {
  for (let i = 1; i <= 5; i++) {
    expect((await attempt(email, 'wrong', `${network}.${i}`)).statusCode).toBe(401);
  }
}

describe('failed sign-ins for one address', () => {
  it('ask for a proof of work rather than locking the owner out, and audit it', async () => {
    const member = await createMember(t.database.db);
    await failFromFiveClients(member.email, '10.0.1');

    const asked = await attempt(member.email, TEST_PASSWORD, '10.0.1.9');
    expect(asked.statusCode).toBe(428);
    expect(asked.json().error.code).toBe('challenge_required');
    expect(asked.cookies).toHaveLength(0);
    const [audit] = await auditsOf('LoginThrottledByEmail', '10.0.1.9');
    expect(audit?.details).toEqual({ email: member.email.toLowerCase(), response: 'challenge' });

    // The owner solves it and signs in; nothing was locked.
    const signedIn = await attempt(member.email, TEST_PASSWORD, '10.0.1.9', await solvedChallenge());
    expect(signedIn.statusCode).toBe(200);
  });

  it('take a solution for one attempt only, and refuse made-up ones', async () => {
    const member = await createMember(t.database.db);
    await failFromFiveClients(member.email, '10.0.2');
    const solution = await solvedChallenge();
    expect((await attempt(member.email, 'wrong again', '10.0.2.9', solution)).statusCode).toBe(401);
    const replayed = await attempt(member.email, TEST_PASSWORD, '10.0.2.10', solution);
    expect(replayed.statusCode).toBe(428);
    expect(replayed.json().error.code).toBe('challenge_failed');

    const decoded = JSON.parse(Buffer.from(await solvedChallenge(), 'base64').toString('utf8'));
    const wrongNumber = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString(
      'base64',
    );
    for (const forged of [wrongNumber, 'not base64 at all', Buffer.from('{}').toString('base64')]) {
      const response = await attempt(member.email, TEST_PASSWORD, '10.0.2.11', forged);
      expect(response.statusCode, forged).toBe(428);
      expect(response.json().error.code).toBe('challenge_failed');
    }
  });

  it('from one client are refused for the window, with Retry-After, and audited', async () => {
    const member = await createMember(t.database.db);
    for (let i = 0; i < 5; i++)
      expect((await attempt(member.email, 'wrong', '10.0.3.1')).statusCode).toBe(401);

    const refused = await attempt(member.email, TEST_PASSWORD, '10.0.3.1', await solvedChallenge());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('throttled');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const [audit] = await auditsOf('LoginThrottledByEmail', '10.0.3.1');
    expect(audit?.details).toEqual({ email: member.email.toLowerCase(), response: 'refused' });

    // The owner elsewhere is asked for the proof of work, not refused.
    expect((await attempt(member.email, TEST_PASSWORD, '10.0.3.2')).statusCode).toBe(428);
    expect((await attempt(member.email, TEST_PASSWORD, '10.0.3.2', await solvedChallenge())).statusCode).toBe(
      200,
    );
  });

  it('are forgotten after a successful sign-in', async () => {
    const member = await createMember(t.database.db);
    for (let i = 0; i < 3; i++) await attempt(member.email, 'wrong', '10.0.4.1');
    expect((await attempt(member.email, TEST_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, emailKey(member.email)));
    expect(left).toHaveLength(0);
  });
});

describe('failed sign-ins from one client', () => {
  it('are refused across addresses and audited', async () => {
    const [network] = await t.database.db.select().from(networks);
    if (!network) throw new Error('no network');
    await setNetworkRow(t.ctx, {
      config: { ...network.config, login: { ...network.config.login, max_failures_per_ip: 3 } },
    });
    onTestFinished(async () => {
      await setNetworkRow(t.ctx, { config: network.config });
    });
    const ip = '192.0.2.77';
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`stranger${i}@example.test`, 'wrong', ip)).statusCode).toBe(401);
    }
    const member = await createMember(t.database.db);
    const throttled = await attempt(member.email, TEST_PASSWORD, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await auditsOf('LoginThrottledByIp', ip)).toHaveLength(1);
    // Another client is not affected.
    expect((await attempt(member.email, TEST_PASSWORD, '192.0.2.78')).statusCode).toBe(200);
  });
});
