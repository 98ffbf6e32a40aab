import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { members } from '../../platform/identity/tables.js';
import { createTestApp, originHeaders, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import { createMember, createTotpFactor, setNetworkSettings, TEST_PASSWORD } from '../../test/factories.js';
import { SoftAuthenticator } from '../../test/soft-authenticator.js';
import { passkeyChallenges } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Each test signs in from an address of its own: sign-in routes count requests per client.
let clientNumber = 0;
let remoteAddress = '10.30.0.1';
beforeEach(() => {
  clientNumber += 1;
  remoteAddress = `10.30.${clientNumber}.1`;
});

const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name && c.value);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
};

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...originHeaders, accept: 'application/json', ...(cookie ? { cookie } : {}) },
    remoteAddress,
    ...(payload ? { payload } : {}),
  });

async function passwordSignIn(email: string) {
  const response = await call('POST', '/users/sign_in', null, { user: { email, password: TEST_PASSWORD } });
  return {
    session: cookieOf(response, 'intranet_session'),
    pending: cookieOf(response, 'intranet_two_factor'),
  };
}

/** A member signed in with their password, an authenticator of theirs, and its registration. */
async function memberWithPasskey() {
  const member = await createMember(t.database.db);
  const { session } = await passwordSignIn(member.email);
  if (!session) throw new Error('no session');
  const authenticator = new SoftAuthenticator(TEST_ORIGIN, 'localhost');
  const options = (await call('POST', '/api/v1/authentication/passkeys/options', session)).json();
  const created = await call('POST', '/api/v1/authentication/passkeys', session, {
    name: 'Laptop',
    response: authenticator.answerRegistration(options),
  });
  expect(created.statusCode).toBe(201);
  return { member, session, authenticator, passkey: created.json() as { id: string; name: string } };
}

const signInOptions = async () => (await call('POST', '/users/passkey_sign_in/options', null)).json();

const passkeySignIn = (response: object, redirectTo?: string) =>
  call('POST', '/users/passkey_sign_in', null, { response, redirect_to: redirectTo });

const auditOf = (type: 'PasskeyCreate' | 'PasskeyDestroy', memberId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.membershipId, memberId)));

describe('registering passkeys', () => {
  it('asks for a discoverable, user-verified credential of this site and stores the passkey', async () => {
    const member = await createMember(t.database.db);
    const { session } = await passwordSignIn(member.email);
    const options = (await call('POST', '/api/v1/authentication/passkeys/options', session)).json();
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const authenticator = new SoftAuthenticator(TEST_ORIGIN, 'localhost');
    const answer = authenticator.answerRegistration(options);
    const created = await call('POST', '/api/v1/authentication/passkeys', session, {
      name: 'Phone',
      response: answer,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Phone', last_used_at: null });
    const list = await call('GET', '/api/v1/authentication/passkeys', session);
    expect(list.json().entries).toHaveLength(1);
    expect(await auditOf('PasskeyCreate', member.id)).toHaveLength(1);

    // The challenge was spent: the same answer again is refused.
    const again = await call('POST', '/api/v1/authentication/passkeys', session, { response: answer });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ response: ['errors.passkeys.verification_failed'] });
  });

  it('refuses another origin, another member’s challenge, no user verification and garbage', async () => {
    const member = await createMember(t.database.db);
    const other = await createMember(t.database.db);
    const { session } = await passwordSignIn(member.email);
    const { session: otherSession } = await passwordSignIn(other.email);
    const register = (response: object) =>
      call('POST', '/api/v1/authentication/passkeys', session, { response });
    const options = async (cookie = session) =>
      (await call('POST', '/api/v1/authentication/passkeys/options', cookie)).json();

    const foreign = new SoftAuthenticator('https://evil.example', 'localhost');
    expect((await register(foreign.answerRegistration(await options()))).statusCode).toBe(422);
    const otherSite = new SoftAuthenticator(TEST_ORIGIN, 'evil.example');
    expect((await register(otherSite.answerRegistration(await options()))).statusCode).toBe(422);
    const authenticator = new SoftAuthenticator(TEST_ORIGIN, 'localhost');
    expect((await register(authenticator.answerRegistration(await options(otherSession)))).statusCode).toBe(
      422,
    );
    authenticator.userVerified = false;
    expect((await register(authenticator.answerRegistration(await options()))).statusCode).toBe(422);

    const valid = new SoftAuthenticator(TEST_ORIGIN, 'localhost').answerRegistration(await options());
    const garbage = { ...valid, response: { ...valid.response, attestationObject: 'AAAA' } };
    expect((await register(garbage)).statusCode).toBe(422);
    for (const body of [
      {},
      { response: 'x' },
      { response: { ...valid, id: 'not base64!' } },
      { response: valid, name: 'x'.repeat(101) },
    ]) {
      const response = await call('POST', '/api/v1/authentication/passkeys', session, body);
      expect(response.statusCode).toBe(400);
    }
    expect((await call('GET', '/api/v1/authentication/passkeys', session)).json().entries).toEqual([]);
  });

  it('lists and removes only the member’s own passkeys; removing ends the other sessions', async () => {
    const { member, session, passkey } = await memberWithPasskey();
    const stranger = await memberWithPasskey();
    const second = await passwordSignIn(member.email);
    expect(
      (await call('DELETE', `/api/v1/authentication/passkeys/${stranger.passkey.id}`, session)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/v1/authentication/passkeys', stranger.session)).json().entries,
    ).toHaveLength(1);
    expect((await call('DELETE', '/api/v1/authentication/passkeys/nope', session)).statusCode).toBe(400);

    expect((await call('DELETE', `/api/v1/authentication/passkeys/${passkey.id}`, session)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/v1/authentication/passkeys', session)).json().entries).toEqual([]);
    expect((await call('GET', '/api/v1/me', second.session)).statusCode).toBe(401);
    expect(await auditOf('PasskeyDestroy', member.id)).toHaveLength(1);
  });

  it('is out of reach without a session and for a half-done sign-in', async () => {
    expect((await call('GET', '/api/v1/authentication/passkeys', null)).statusCode).toBe(401);
    onTestFinished(await setNetworkSettings(t.ctx, { two_factor: 'enabled' }));
    const member = await createMember(t.database.db);
    await createTotpFactor(t.ctx, member.id);
    const { session, pending } = await passwordSignIn(member.email);
    expect(session).toBeNull();
    expect((await call('GET', '/api/v1/authentication/passkeys', pending)).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/authentication/passkeys/options', pending)).statusCode).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, skipping the second step even where two-factor is enforced', async () => {
    const { member, authenticator } = await memberWithPasskey();
    onTestFinished(await setNetworkSettings(t.ctx, { two_factor: 'enforced' }));
    await createTotpFactor(t.ctx, member.id);
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const response = await passkeySignIn(authenticator.answerSignIn(options), '/groups');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect_to: '/groups' });
    const session = cookieOf(response, 'intranet_session');
    expect((await call('GET', '/api/v1/me', session)).json()).toMatchObject({ id: member.id });
    const list = (await call('GET', '/api/v1/authentication/passkeys', session)).json();
    expect(list.entries[0].last_used_at).not.toBeNull();
  });

  it('accepts a challenge once, while it lives, and a counter that moves on', async () => {
    const { authenticator } = await memberWithPasskey();
    const options = await signInOptions();
    expect((await passkeySignIn(authenticator.answerSignIn(options))).statusCode).toBe(200);
    // Same challenge, fresh signature: spent.
    expect((await passkeySignIn(authenticator.answerSignIn(options))).statusCode).toBe(422);

    const expiring = await signInOptions();
    await t.database.db.update(passkeyChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await passkeySignIn(authenticator.answerSignIn(expiring))).statusCode).toBe(422);

    // A cloned authenticator whose counter lags behind the one last accepted (1).
    const fresh = await signInOptions();
    authenticator.counter = 0;
    expect((await passkeySignIn(authenticator.answerSignIn(fresh))).statusCode).toBe(422);
    // The real one, ahead again, still signs in: the refusals above were the challenge and the counter.
    authenticator.counter = 10;
    expect((await passkeySignIn(authenticator.answerSignIn(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses unknown passkeys, removed ones, no user verification, other origins and garbage', async () => {
    const { session, authenticator, passkey } = await memberWithPasskey();
    const unknown = new SoftAuthenticator(TEST_ORIGIN, 'localhost');
    expect((await passkeySignIn(unknown.answerSignIn(await signInOptions()))).statusCode).toBe(422);
    expect(
      (await passkeySignIn(authenticator.answerSignIn(await signInOptions(), 'https://evil.example')))
        .statusCode,
    ).toBe(422);
    authenticator.userVerified = false;
    expect((await passkeySignIn(authenticator.answerSignIn(await signInOptions()))).statusCode).toBe(422);
    authenticator.userVerified = true;

    const valid = authenticator.answerSignIn(await signInOptions());
    const bent = { ...valid, response: { ...valid.response, signature: 'AAAA', clientDataJSON: 'e30' } };
    expect((await passkeySignIn(bent)).statusCode).toBe(422);
    for (const body of [
      {},
      { response: { ...valid, type: 'other' } },
      { response: { ...valid, id: '\u0000' } },
    ]) {
      expect((await call('POST', '/users/passkey_sign_in', null, body)).statusCode).toBe(400);
    }

    await call('DELETE', `/api/v1/authentication/passkeys/${passkey.id}`, session);
    expect((await passkeySignIn(authenticator.answerSignIn(await signInOptions()))).statusCode).toBe(422);
  });

  it('tells a locked member so only after a valid passkey', async () => {
    const { member, authenticator } = await memberWithPasskey();
    await t.database.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, member.id));
    const response = await passkeySignIn(authenticator.answerSignIn(await signInOptions()));
    expect(response.statusCode).toBe(423);
    expect(cookieOf(response, 'intranet_session')).toBeNull();
  });
});
