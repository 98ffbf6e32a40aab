import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { hashToken, SESSION_COOKIE } from '../../platform/sessions/sessions.js';
import { loginFailures, sessions } from '../../platform/sessions/tables.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember, setNetworkConfig, TEST_PASSWORD } from '../../test/factories.js';
import { safeRedirect } from './service.js';
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

  it('keeps a user agent PostgreSQL cannot store as cleaned text', async () => {
    const member = await createMember(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { ...originHeaders, 'user-agent': 'Agent\u0000/1 \ud800' },
      payload: { user: { email: member.email, password: TEST_PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.userAgent).toBe('Agent/1 \uFFFD');
  });

  it('follows only same-site redirect paths, judged after normalising', async () => {
    const member = await createMember(t.database.db);
    for (const target of ['/.//evil.example', '//evil.example/x', '/%2F%2Fevil.example']) {
      const response = await attempt(member.email, TEST_PASSWORD, { redirect_to: target });
      expect(response.json(), target).toEqual({ redirect_to: '/' });
    }
    const response = await attempt(member.email, TEST_PASSWORD, { redirect_to: '/groups/./x/../y?z=1' });
    expect(response.json()).toEqual({ redirect_to: '/groups/y?z=1' });
  });

  it.each([
    '/.//evil.example',
    '/./\\/evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0d%0a//evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://evil.example/',
    'HTTPS://evil.example',
    'http:/evil.example',
    'start',
    '/%E0%A4%A',
    '',
  ])('safeRedirect refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
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
});

describe('client address', () => {
  const failedFrom = async (app: TestApp, remoteAddress: string, forwardedFor?: string) => {
    const email = `address-${Math.random().toString(36).slice(2)}@example.test`;
    await app.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { ...originHeaders, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      remoteAddress,
      payload: { user: { email, password: 'wrong' } },
    });
    const [row] = await app.database.db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, emailKey(email))));
    expect(row).toBeDefined();
    const keys = await app.database.db.select({ key: loginFailures.key }).from(loginFailures);
    return keys.map((k) => k.key);
  };

  it('believes X-Forwarded-For only from this host by default, not from the office network', async () => {
    expect(await failedFrom(t, '203.0.113.5', '198.51.100.1')).toContain('ip:203.0.113.5');
    expect(await failedFrom(t, '10.0.0.2', '198.51.100.2')).toContain('ip:10.0.0.2');
    expect(await failedFrom(t, '192.168.1.20', '198.51.100.3')).toContain('ip:192.168.1.20');
    expect(await failedFrom(t, 'fd00::20', '198.51.100.4')).toContain('ip:fd00::/64');
    expect(await failedFrom(t, '127.0.0.1', '198.51.100.5')).toContain('ip:198.51.100.5');
    // A client cannot hide behind an address it prepends itself: the proxy appends the real one.
    expect(await failedFrom(t, '127.0.0.1', '198.51.100.6, 203.0.113.66')).toContain('ip:203.0.113.66');
  });

  it('keeps the real address in the session and the audit log', async () => {
    const member = await createMember(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in',
      headers: { ...originHeaders, 'x-forwarded-for': '198.51.100.50' },
      remoteAddress: '10.9.8.7',
      payload: { user: { email: member.email, password: TEST_PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(session?.ip).toBe('10.9.8.7');
  });

  it('believes the proxies of TRUSTED_PROXIES', async () => {
    const proxied = await createTestApp({ configOverrides: { trustedProxies: ['10.0.0.0/8'] } });
    onTestFinished(() => proxied.close());
    expect(await failedFrom(proxied, '10.0.0.2', '198.51.100.7')).toContain('ip:198.51.100.7');
    expect(await failedFrom(proxied, '192.168.1.20', '198.51.100.8')).toContain('ip:192.168.1.20');
    expect(await failedFrom(proxied, '127.0.0.1', '198.51.100.9')).toContain('ip:127.0.0.1');
  });

  it('counts IPv6 clients per /64 and audits the full address', async () => {
    onTestFinished(await setNetworkConfig(t.ctx, { login: { max_failures_per_ip: 3 } }));
    for (const [index, host] of [':1', 'a:b:c:d', 'ffff:ffff:ffff:ffff'].entries()) {
      const response = await attempt(`v6-${index}@example.test`, 'wrong', {
        remoteAddress: `2001:db8:77:1:${host}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const member = await createMember(t.database.db);
    const nextAddress = '2001:db8:77:1::99';
    const throttled = await attempt(member.email, TEST_PASSWORD, { remoteAddress: nextAddress });
    expect(throttled.statusCode).toBe(429);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'LoginThrottledByIp'), eq(auditEvents.ip, nextAddress)));
    expect(audits).toHaveLength(1);
    // The neighbouring /64 is another client.
    expect(
      (await attempt(member.email, TEST_PASSWORD, { remoteAddress: '2001:db8:77:2::1' })).statusCode,
    ).toBe(200);
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
