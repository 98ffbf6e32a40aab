import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { hashToken, SESSION_COOKIE } from '../../platform/sessions/sessions.js';
import { loginFailures, sessions } from '../../platform/sessions/tables.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember, TEST_PASSWORD } from '../../test/factories.js';
import { networks } from '../network/tables.js';
import { emailKey } from './throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const attempt = (
  email: string,
  password: string,
  extra: { remoteAddress?: string; redirect_to?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/users/sign_in',
    headers: originHeaders,
    remoteAddress: extra.remoteAddress,
    payload: { user: { email, password }, redirect_to: extra.redirect_to },
  });

/** A route that requires a session; GET /api/v1/me once the members module registers it. */
const protectedRoute = () =>
  t.app.routeRegistry.find((route) => route.url === '/api/v1/me') ??
  t.app.routeRegistry.find(
    (route) => route.auth === 'member' && route.method === 'GET' && !route.url.includes(':'),
  );

describe('POST /users/sign_in', () => {
  it('signs in with the right password and sets a safe session cookie', async () => {
    const member = await createMember(t.database.db, { email: 'Right.Person@example.test' });
    const response = await attempt('right.person@EXAMPLE.test', TEST_PASSWORD, {
      redirect_to: '/groups/x?tab=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect_to: '/groups/x?tab=1' });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 14 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie?.value ?? '')));
    expect(row?.memberId).toBe(member.id);

    const route = protectedRoute();
    if (route) {
      const headers = { cookie: `${SESSION_COOKIE}=${cookie?.value}`, accept: 'application/json' };
      expect((await t.app.inject({ method: 'GET', url: route.url, headers })).statusCode).not.toBe(401);
      expect((await t.app.inject({ method: 'GET', url: route.url })).statusCode).toBe(401);
    }
  });

  it('follows only same-site redirect paths', async () => {
    const member = await createMember(t.database.db);
    for (const target of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await attempt(member.email, TEST_PASSWORD, { redirect_to: target });
      expect(response.json()).toEqual({ redirect_to: '/' });
    }
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const member = await createMember(t.database.db);
    const wrongPassword = await attempt(member.email, 'not the password');
    const unknownEmail = await attempt('nobody-here@example.test', 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().error.code).toBe('invalid_credentials');
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('refuses a locked member, but only after the right password', async () => {
    const member = await createMember(t.database.db, { lockedAt: new Date() });
    expect((await attempt(member.email, 'not the password')).statusCode).toBe(401);
    const response = await attempt(member.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(423);
    expect(response.json().error.code).toBe('locked');
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: originHeaders,
      payload: { user: { email: '' } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('throttles by e-mail after 5 failures and audits it', async () => {
    const member = await createMember(t.database.db);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(member.email, 'wrong', { remoteAddress: `10.0.0.${i + 1}` })).statusCode).toBe(
        401,
      );
    }
    const throttled = await attempt(member.email, TEST_PASSWORD, { remoteAddress: '10.0.0.9' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('throttled');
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'LoginThrottledByEmail'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ ip: '10.0.0.9', details: { email: member.email.toLowerCase() } });
  });

  it('clears the e-mail failures on success', async () => {
    const member = await createMember(t.database.db);
    for (let i = 0; i < 3; i++) await attempt(member.email, 'wrong');
    expect((await attempt(member.email, TEST_PASSWORD)).statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, emailKey(member.email)));
    expect(left).toHaveLength(0);
  });

  it('throttles by IP across e-mails and audits it', async () => {
    const [network] = await t.database.db.select().from(networks);
    if (!network) throw new Error('no network');
    await t.database.db
      .update(networks)
      .set({ config: { ...network.config, login: { ...network.config.login, max_failures_per_ip: 3 } } })
      .where(eq(networks.id, network.id));
    const ip = '192.0.2.77';
    onTestFinished(async () => {
      await t.database.db.update(networks).set({ config: network.config }).where(eq(networks.id, network.id));
    });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`stranger${i}@example.test`, 'wrong', { remoteAddress: ip })).statusCode).toBe(
        401,
      );
    }
    const member = await createMember(t.database.db);
    const throttled = await attempt(member.email, TEST_PASSWORD, { remoteAddress: ip });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'LoginThrottledByIp'), eq(auditEvents.ip, ip)));
    expect(audits).toHaveLength(1);
    // Another address is not affected.
    expect((await attempt(member.email, TEST_PASSWORD, { remoteAddress: '192.0.2.78' })).statusCode).toBe(
      200,
    );
  });
});

describe('client address', () => {
  const failedFrom = async (remoteAddress: string, forwardedFor: string) => {
    await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { ...originHeaders, 'x-forwarded-for': forwardedFor },
      remoteAddress,
      payload: { user: { email: 'address-test@example.test', password: 'wrong' } },
    });
    const rows = await t.database.db.select({ key: loginFailures.key }).from(loginFailures);
    return rows.map((row) => row.key);
  };

  it('believes X-Forwarded-For only from a local or private proxy', async () => {
    expect(await failedFrom('203.0.113.5', '198.51.100.1')).toContain('ip:203.0.113.5');
    expect(await failedFrom('10.0.0.2', '198.51.100.2')).toContain('ip:198.51.100.2');
  });
});

describe('session renewal', () => {
  it('renews the cookie with the session while it is used', async () => {
    const route = protectedRoute();
    if (!route) return;
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const headers = { cookie, accept: 'application/json' };
    const fresh = await t.app.inject({ method: 'GET', url: route.url, headers });
    expect(fresh.cookies).toHaveLength(0);
    const hour = new Date(Date.now() - 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ lastSeenAt: hour }).where(eq(sessions.memberId, member.id));
    // An hour later the session cache's entry would long have expired; drop it to stand for that.
    await t.ctx.sessions.evictMember(member.id);
    const renewed = await t.app.inject({ method: 'GET', url: route.url, headers });
    expect(renewed.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      value: cookie.split('=')[1],
      maxAge: 14 * 24 * 60 * 60,
      httpOnly: true,
    });
  });
});

describe('DELETE /users/sign_out', () => {
  it('ends the session and clears the cookie', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/users/sign_out',
      headers: { cookie, ...originHeaders },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const left = await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(left).toHaveLength(0);
    const route = protectedRoute();
    if (route) {
      const again = await t.app.inject({
        method: 'GET',
        url: route.url,
        headers: { cookie, accept: 'application/json' },
      });
      expect(again.statusCode).toBe(401);
    }
  });

  it('answers 204 without a session', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/users/sign_out', headers: originHeaders });
    expect(response.statusCode).toBe(204);
  });
});
