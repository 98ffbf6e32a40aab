import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { createTestApp, originHeaders, type TestApp } from '../../test/app.js';
import {
  createMember,
  createTotpFactor,
  setNetworkSettings,
  TEST_PASSWORD,
  totpCode,
} from '../../test/factories.js';
import { authenticationFactors, emailCodes } from './tables.js';

const cookieHeader = (response: { cookies: { name: string; value: string }[] }, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name && c.value);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
};

describe('two-factor authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Each test signs in from an address of its own: sign-in routes count requests per client.
  let clientNumber = 0;
  let remoteAddress = '10.9.0.1';
  beforeEach(() => {
    clientNumber += 1;
    remoteAddress = `10.9.${clientNumber}.1`;
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...originHeaders, accept: 'application/json', ...(cookie ? { cookie } : {}) },
      remoteAddress,
      ...(payload ? { payload } : {}),
    });

  /** Signs in with the password alone (the member owes no second factor). */
  async function signIn(email: string) {
    const response = await inject('POST', '/users/sign_in', null, {
      user: { email, password: TEST_PASSWORD },
    });
    const cookie = cookieHeader(response, 'intranet_session');
    if (!cookie) throw new Error(`no session: ${response.statusCode} ${response.body}`);
    return cookie;
  }

  /** Password step: answers the half-done sign-in's cookie (and asserts no session was given). */
  async function passwordStep(email: string, redirectTo = '/groups') {
    const response = await inject('POST', '/users/sign_in', null, {
      user: { email, password: TEST_PASSWORD },
      redirect_to: redirectTo,
    });
    expect(response.statusCode).toBe(200);
    expect(cookieHeader(response, 'intranet_session')).toBeNull();
    const pending = cookieHeader(response, 'intranet_two_factor');
    expect(pending).not.toBeNull();
    return { body: response.json(), pending: pending as string };
  }

  /** Lets the next code go out at once (codes are sent at most once a minute). */
  const ageEmailCodes = (memberId: string) =>
    t.ctx.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 1000) })
      .where(eq(emailCodes.memberId, memberId));

  const mailedCode = () => {
    const text = t.mails.at(-1)?.text ?? '';
    return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  };

  it('adds an authenticator app: code of the offered secret, ten backup codes, secret never listed', async () => {
    await setNetworkSettings(t.ctx, { two_factor: 'enabled' }).then(onTestFinished);
    const member = await createMember(t.ctx.db);
    const cookie = await signIn(member.email);
    const offered = await inject('GET', '/api/v1/authentication/factors/new?type=totp', cookie);
    expect(offered.statusCode).toBe(200);
    const { secret_key, provisioning_uri, qr_code } = offered.json();
    expect(provisioning_uri).toContain(`secret=${secret_key}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrongCode = totpCode(secret_key) === '000000' ? '111111' : '000000';
    const wrong = await inject('POST', '/api/v1/authentication/factors', cookie, {
      type: 'totp',
      code: wrongCode,
      secret_key,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toEqual(['errors.two_factor.invalid_code']);

    // A secret the server did not offer is refused even with its own right code.
    const foreign = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const chosen = await inject('POST', '/api/v1/authentication/factors', cookie, {
      type: 'totp',
      code: totpCode(foreign),
      secret_key: foreign,
    });
    expect(chosen.statusCode).toBe(422);

    const added = await inject('POST', '/api/v1/authentication/factors', cookie, {
      type: 'totp',
      code: totpCode(secret_key),
      provisioning_uri,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().backup_codes).toHaveLength(10);
    const listed = await inject('GET', '/api/v1/authentication/factors', cookie);
    expect(listed.json().factors).toEqual([expect.objectContaining({ type: 'totp' })]);
    expect(listed.body).not.toContain(secret_key);
    const [stored] = await t.ctx.db
      .select()
      .from(authenticationFactors)
      .where(eq(authenticationFactors.memberId, member.id));
    expect(stored?.secretSealed).not.toContain(secret_key);
  });

  it('signs in with a TOTP code only after the password; the half-done sign-in reaches nothing', async () => {
    await setNetworkSettings(t.ctx, { two_factor: 'enabled' }).then(onTestFinished);
    const member = await createMember(t.ctx.db);
    const { secret, backupCodes } = await createTotpFactor(t.ctx, member.id);
    const { body, pending } = await passwordStep(member.email, '/calendars');
    expect(body).toEqual({ redirect_to: '/users/two_factor_authentication', two_factor: 'verify' });

    // The half-done sign-in is no session: every member route answers 401, the chat token included.
    for (const [method, url] of [
      ['GET', '/api/v1/me'],
      ['POST', '/api/v1/chat_token'],
      ['GET', '/api/v1/authentication/factors'],
      ['GET', '/api/v1/authentication/factors/new?type=totp'],
    ] as const) {
      expect((await inject(method, url, pending)).statusCode, url).toBe(401);
    }
    // Nor can it add a factor of its own to skip the step.
    const sneaky = await inject('POST', '/api/v1/authentication/factors', pending, {
      type: 'totp',
      code: '123456',
    });
    expect(sneaky.statusCode).toBe(401);
    expect((await inject('GET', '/users/two_factor_authentication.json', pending)).json()).toEqual({
      mode: 'verify',
      factors: ['totp'],
    });

    const bad = await inject('PUT', '/users/two_factor_authentication.json', pending, { code: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.code).toEqual(['errors.two_factor.invalid_code']);

    const code = totpCode(secret);
    const done = await inject('PUT', '/users/two_factor_authentication.json', pending, { code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ redirect_to: '/calendars' });
    const session = cookieHeader(done, 'intranet_session');
    expect((await inject('GET', '/api/v1/me', session)).statusCode).toBe(200);
    // The pending sign-in is spent.
    expect((await inject('PUT', '/users/two_factor_authentication.json', pending, { code })).statusCode).toBe(
      401,
    );

    // The same TOTP code (same step) cannot be replayed in another sign-in.
    const again = await passwordStep(member.email);
    const replay = await inject('PUT', '/users/two_factor_authentication.json', again.pending, { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('invalid_code');

    // A backup code works once.
    const backup = backupCodes[0] as string;
    const withBackup = await inject('PUT', '/users/two_factor_authentication.json', again.pending, {
      code: backup,
    });
    expect(withBackup.statusCode).toBe(200);
    const third = await passwordStep(member.email);
    const reused = await inject('PUT', '/users/two_factor_authentication.json', third.pending, {
      code: backup,
    });
    expect(reused.statusCode).toBe(400);
    const used = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'TwoFactorBackupCodeUsed'), eq(auditEvents.membershipId, member.id)));
    expect(used).toHaveLength(1);
  });

  it('throttles wrong codes per member and audits it', async () => {
    await setNetworkSettings(t.ctx, { two_factor: 'enabled' }).then(onTestFinished);
    const member = await createMember(t.ctx.db);
    const { secret } = await createTotpFactor(t.ctx, member.id);
    const { pending } = await passwordStep(member.email);
    const right = totpCode(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await inject('PUT', '/users/two_factor_authentication.json', pending, { code: wrong })).statusCode,
      ).toBe(400);
    }
    const refused = await inject('PUT', '/users/two_factor_authentication.json', pending, { code: right });
    expect(refused.statusCode).toBe(429);
    const audited = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'TwoFactorThrottled'), eq(auditEvents.membershipId, member.id)));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('enforced: a member without a factor sets one up before anything else, then continues', async () => {
    const member = await createMember(t.ctx.db);
    const before = await signIn(member.email);
    await setNetworkSettings(t.ctx, { two_factor: 'enforced' }).then(onTestFinished);
    // A session from before the enforcement reaches nothing any more.
    expect((await inject('GET', '/api/v1/me', before)).statusCode).toBe(401);
    expect((await inject('POST', '/api/v1/chat_token', before)).statusCode).toBe(401);

    const { body, pending } = await passwordStep(member.email, '/members');
    expect(body).toEqual({
      redirect_to: '/users/two_factor_authentication?context=sign_in',
      two_factor: 'setup',
    });
    expect((await inject('GET', '/api/v1/me', pending)).statusCode).toBe(401);
    expect(
      (await inject('PUT', '/users/two_factor_authentication.json', pending, { code: '123456' })).statusCode,
    ).toBe(401);
    const listed = await inject('GET', '/api/v1/authentication/factors', pending);
    expect(listed.json()).toMatchObject({ factors: [], sign_in: true, two_factor: 'enforced' });
    const offered = (await inject('GET', '/api/v1/authentication/factors/new?type=totp', pending)).json();
    const added = await inject('POST', '/api/v1/authentication/factors', pending, {
      type: 'totp',
      code: totpCode(offered.secret_key),
      secret_key: offered.secret_key,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ redirect_to: '/members' });
    const session = cookieHeader(added, 'intranet_session');
    expect((await inject('GET', '/api/v1/me', session)).statusCode).toBe(200);
    // Once set up, the half-done sign-in cannot add another factor.
    expect((await inject('GET', '/api/v1/authentication/factors', pending)).statusCode).toBe(401);
    // The last factor stays while two-factor is enforced.
    const factorId = added.json().factor.id;
    const removal = await inject('DELETE', `/api/v1/authentication/factors/${factorId}`, session, {
      code: totpCode(offered.secret_key, 1),
    });
    expect(removal.statusCode).toBe(422);
  });

  it('e-mail factor: code by mail, single use; sign-in mails a code when it is the only factor', async () => {
    await setNetworkSettings(t.ctx, { two_factor: 'enabled' }).then(onTestFinished);
    const member = await createMember(t.ctx.db);
    const cookie = await signIn(member.email);
    const offered = await inject('GET', '/api/v1/authentication/factors/new?type=email', cookie);
    expect(offered.json()).toEqual({ type: 'email', email: member.email });
    await t.ctx.jobs.drain();
    const code = mailedCode();
    expect(t.mails.at(-1)?.to).toBe(member.email);
    expect(code).toMatch(/^\d{6}$/);
    const added = await inject('POST', '/api/v1/authentication/factors', cookie, { type: 'email', code });
    expect(added.statusCode).toBe(201);
    // Sending again at once is throttled.
    expect((await inject('POST', '/api/v1/authentication/email_code', cookie)).statusCode).toBe(429);

    await ageEmailCodes(member.id);
    const { pending } = await passwordStep(member.email);
    await t.ctx.jobs.drain();
    const signInCode = mailedCode();
    expect(signInCode).not.toBe(code);
    expect((await inject('PUT', '/users/two_factor_authentication.json', pending, { code })).statusCode).toBe(
      400,
    );
    const done = await inject('PUT', '/users/two_factor_authentication.json', pending, { code: signInCode });
    expect(done.statusCode).toBe(200);
    // The sign-in came from a browser without its cookie: the new-browser mail goes out first.
    await t.ctx.jobs.drain();
    // A minute later the next sign-in gets a new code; the spent one stays spent.
    await ageEmailCodes(member.id);
    const mailsBefore = t.mails.length;
    const again = await passwordStep(member.email);
    await t.ctx.jobs.drain();
    expect(t.mails.length).toBe(mailsBefore + 1);
    expect(
      (await inject('PUT', '/users/two_factor_authentication.json', again.pending, { code: signInCode }))
        .statusCode,
    ).toBe(400);

    // An e-mail factor is removed directly; the other sessions end.
    const session = cookieHeader(done, 'intranet_session');
    const removed = await inject(
      'DELETE',
      `/api/v1/authentication/factors/${added.json().factor.id}`,
      session,
    );
    expect(removed.statusCode).toBe(204);
    expect((await inject('GET', '/api/v1/me', cookie)).statusCode).toBe(401);
    expect((await inject('GET', '/api/v1/me', session)).statusCode).toBe(200);
  });

  it('removing a TOTP factor needs its code; factors of others are 404; backup codes can be renewed', async () => {
    await setNetworkSettings(t.ctx, { two_factor: 'enabled' }).then(onTestFinished);
    const member = await createMember(t.ctx.db);
    const other = await createMember(t.ctx.db);
    const { factor, secret, backupCodes } = await createTotpFactor(t.ctx, member.id);
    const theirs = await createTotpFactor(t.ctx, other.id);
    const { pending } = await passwordStep(member.email);
    const done = await inject('PUT', '/users/two_factor_authentication.json', pending, {
      code: totpCode(secret, -1),
    });
    const cookie = cookieHeader(done, 'intranet_session');

    expect(
      (
        await inject('DELETE', `/api/v1/authentication/factors/${theirs.factor.id}`, cookie, {
          code: totpCode(theirs.secret),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject(
          'POST',
          `/api/v1/authentication/factors/${theirs.factor.id}/reset-backup-codes`,
          cookie,
          { code: totpCode(secret) },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('DELETE', `/api/v1/authentication/factors/${factor.id}`, cookie, {})).statusCode,
    ).toBe(400);

    const renewed = await inject(
      'POST',
      `/api/v1/authentication/factors/${factor.id}/reset-backup-codes`,
      cookie,
      {
        code: totpCode(secret),
      },
    );
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().backup_codes).toHaveLength(10);
    // The old backup codes are gone.
    const stale = await inject('DELETE', `/api/v1/authentication/factors/${factor.id}`, cookie, {
      code: backupCodes[1],
    });
    expect(stale.statusCode).toBe(400);
    const removed = await inject('DELETE', `/api/v1/authentication/factors/${factor.id}`, cookie, {
      code: renewed.json().backup_codes[0],
    });
    expect(removed.statusCode).toBe(204);
    expect((await inject('GET', '/api/v1/authentication/factors', cookie)).json().factors).toEqual([]);
  });

  it('an administrator resets a member’s factors (audited, sessions end); not while two-factor is disabled', async () => {
    const admin = await createMember(t.ctx.db, { isNetworkAdmin: true });
    const member = await createMember(t.ctx.db);
    const adminCookie = await signIn(admin.email);
    const memberCookie = await signIn(member.email);
    await createTotpFactor(t.ctx, member.id);
    const url = `/administration/members/${member.id}/authentication/factors`;

    expect((await inject('DELETE', url, adminCookie)).statusCode).toBe(422);
    await setNetworkSettings(t.ctx, { two_factor: 'enabled' }).then(onTestFinished);
    expect((await inject('DELETE', url, memberCookie)).statusCode).toBe(403);
    expect(
      (
        await inject(
          'DELETE',
          '/administration/members/0123456789abcdef01234567/authentication/factors',
          adminCookie,
        )
      ).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', url, adminCookie)).statusCode).toBe(204);
    expect(
      await t.ctx.db
        .select()
        .from(authenticationFactors)
        .where(eq(authenticationFactors.memberId, member.id)),
    ).toEqual([]);
    expect((await inject('GET', '/api/v1/me', memberCookie)).statusCode).toBe(401);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'TwoFactorReset'), eq(auditEvents.membershipId, member.id)));
    expect(audit).toMatchObject({ actorId: admin.id, details: { factor_types: ['totp'] } });
    // With the factor gone, the password alone signs in again.
    expect(await signIn(member.email)).toContain('intranet_session=');
  });

  it('without two-factor in use, a member with a factor signs in with the password alone', async () => {
    const member = await createMember(t.ctx.db);
    await createTotpFactor(t.ctx, member.id);
    expect(await signIn(member.email)).toContain('intranet_session=');
  });
});
