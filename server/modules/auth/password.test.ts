import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { sessions } from '../../platform/sessions/tables.js';
import { authHeaders, createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember, TEST_PASSWORD } from '../../test/factories.js';
import { passwordTokens } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'copper lighthouse mango 31';

const change = (cookie: string, current_password: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/users',
    headers: authHeaders(cookie),
    payload: { user: { current_password, password } },
  });

const requestReset = (email: string, remoteAddress = '198.51.100.20') =>
  t.app.inject({
    method: 'POST',
    url: '/users/password',
    headers: originHeaders,
    remoteAddress,
    payload: { user: { email } },
  });

const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/users/password',
    headers: originHeaders,
    payload: { user: { reset_password_token: token, password } },
  });

const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/v1/me', headers: authHeaders(cookie) })).statusCode;

const linkOf = (email: string) => {
  const mail = t.mails.findLast((m) => m.to === email);
  return /reset_password_token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
};

describe('PUT /users (own password)', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const member = await createMember(t.database.db);
    const [here, elsewhere] = [await signIn(t.app, member.email), await signIn(t.app, member.email)];
    const wrong = await change(here, 'not my password', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields['user.current_password']).toEqual(['errors.passwords.current_wrong']);

    const weak = await change(here, TEST_PASSWORD, 'short');
    expect(weak.json().error.fields['user.password']).toEqual(['errors.passwords.too_short']);

    expect((await change(here, TEST_PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    expect(await signIn(t.app, member.email, NEW_PASSWORD)).toBeTruthy();
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.membershipId, member.id));
    expect(audits.map((a) => a.type)).toContain('PasswordChange');
  });

  it('refuses without a session', async () => {
    expect((await change('', TEST_PASSWORD, NEW_PASSWORD)).statusCode).toBe(401);
  });
});

describe('Forgot your password?', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const member = await createMember(t.database.db, { locale: 'de' });
    const known = await requestReset(member.email.toUpperCase());
    const unknown = await requestReset('nobody-at-all@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await t.ctx.jobs.drain();
    expect(t.mails.filter((m) => m.to === 'nobody-at-all@example.test')).toHaveLength(0);
    const mail = t.mails.findLast((m) => m.to === member.email);
    expect(mail?.subject).toBe('[Test Network] Passwort zurücksetzen');
    expect(mail?.text).toContain('Ihres Kontos');
  });

  it('sets the password with the link once, ending every session; expired links say so', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    await requestReset(member.email);
    await t.ctx.jobs.drain();
    const token = linkOf(member.email);
    const status = await t.app.inject({ url: `/api/v1/users/password/token?reset_password_token=${token}` });
    expect(status.json()).toEqual({ purpose: 'reset', email: member.email });

    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(422);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ redirect_to: '/users/sign_in' });
    expect(await me(cookie)).toBe(401);
    expect(await signIn(t.app, member.email, NEW_PASSWORD)).toBeTruthy();
    const reused = await reset(token, 'yet another fine phrase 5');
    expect(reused.json().error.fields['user.reset_password_token']).toEqual([
      'errors.passwords.link_invalid',
    ]);

    await requestReset(member.email);
    await t.ctx.jobs.drain();
    const expiring = linkOf(member.email);
    await t.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.memberId, member.id));
    expect((await reset(expiring, 'yet another fine phrase 5')).statusCode).toBe(422);
    const expired = await t.app.inject({
      url: `/api/v1/users/password/token?reset_password_token=${expiring}`,
    });
    expect(expired.statusCode).toBe(422);
  });

  it('sends no link to locked members and nothing reaches the sessions table', async () => {
    const member = await createMember(t.database.db, { lockedAt: new Date() });
    expect((await requestReset(member.email)).statusCode).toBe(202);
    await t.ctx.jobs.drain();
    expect(t.mails.filter((m) => m.to === member.email)).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))).toHaveLength(
      0,
    );
  });

  it('is throttled per client like sign-in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await requestReset(`x${i}@example.test`, '203.0.113.77')).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 202)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
