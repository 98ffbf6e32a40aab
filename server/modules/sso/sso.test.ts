import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { newId } from '../../platform/ids.js';
import { sessions } from '../../platform/sessions/tables.js';
import { adminSessions } from '../../test/admin-session.js';
import { createTestApp, originHeaders, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createGroup,
  createMember,
  createSsoProvider,
  setNetworkSettings,
  TEST_PASSWORD,
} from '../../test/factories.js';
import {
  startTestOpenIdProvider,
  type TestOpenIdProvider,
  throughProvider,
} from '../../test/oidc-provider.js';
import { groupMemberships } from '../groups/tables.js';
import { ssoIdentities, ssoProviders, ssoSignIns } from './tables.js';

let t: TestApp;
let idp: TestOpenIdProvider;
// Provider rows get these ids, so the test provider can register their callback addresses up front.
const providerIds = Array.from({ length: 20 }, () => newId());
let used = 0;

beforeAll(async () => {
  t = await createTestApp();
  idp = await startTestOpenIdProvider({
    redirectUris: providerIds.map((id) => `${TEST_ORIGIN}/auth/oidc/${id}/callback`),
    postLogoutRedirectUris: [`${TEST_ORIGIN}/users/sign_in`],
  });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

// Each test from an address of its own: sign-in routes count requests per client.
let clientNumber = 0;
let remoteAddress = '10.40.0.1';
beforeEach(() => {
  clientNumber += 1;
  remoteAddress = `10.40.${clientNumber}.1`;
});

const provider = (overrides: Partial<Parameters<typeof createSsoProvider>[1]> = {}) => {
  const id = providerIds[used++];
  if (!id) throw new Error('more providers than registered ids');
  return createSsoProvider(t.ctx, {
    id,
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    ...overrides,
  });
};

const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name && c.value);
  return cookie ? `${cookie.name}=${cookie.value}` : null;
};

const get = (url: string, cookie?: string | null) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });

/** Starts at our start route, goes through the provider, and answers our callback's response. */
async function signInThrough(
  providerId: string,
  options: {
    redirectTo?: string;
    beforeCallback?: () => Promise<void>;
    cookie?: (real: string) => string;
  } = {},
) {
  const query = options.redirectTo ? `?redirect_to=${encodeURIComponent(options.redirectTo)}` : '';
  const start = await get(`/auth/oidc/${providerId}/start${query}`);
  expect(start.statusCode).toBe(303);
  const stateCookie = cookieOf(start, 'intranet_oidc_state');
  if (!stateCookie) return { start, callback: null };
  const back = await throughProvider(start.headers.location as string, TEST_ORIGIN);
  await options.beforeCallback?.();
  const callback = await get(back.slice(TEST_ORIGIN.length), options.cookie?.(stateCookie) ?? stateCookie);
  return { start, callback };
}

const errorOf = (response: { headers: Record<string, unknown> } | null) => {
  const location = new URL(String(response?.headers.location), TEST_ORIGIN);
  expect(location.pathname).toBe('/users/sign_in');
  return location.searchParams.get('sso_error');
};

const sessionWorks = async (cookie: string | null) =>
  cookie
    ? (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me',
          headers: { cookie, accept: 'application/json' },
        })
      ).statusCode
    : 0;

describe('single sign-on', () => {
  it('signs an existing member in by the address the provider verified, and links the account', async () => {
    const member = await createMember(t.database.db);
    const row = await provider();
    idp.signInAs({
      sub: `sub-${member.id}`,
      email: member.email.toUpperCase(),
      email_verified: true,
      name: 'A B',
    });

    const { callback } = await signInThrough(row.id);
    expect(callback?.statusCode).toBe(303);
    expect(callback?.headers.location).toBe('/');
    const session = cookieOf(callback as never, 'intranet_session');
    expect(await sessionWorks(session)).toBe(200);

    const [identity] = await t.database.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.providerId, row.id));
    expect(identity).toMatchObject({ subject: `sub-${member.id}`, memberId: member.id });
    // The provider's sign-in stands for the second factor.
    const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(stored?.twoFactorVerified).toBe(true);

    // Later sign-ins find the account by the subject, whatever address the provider names then.
    idp.signInAs({ sub: `sub-${member.id}`, email: 'changed@elsewhere.test', email_verified: false });
    const again = await signInThrough(row.id);
    expect(await sessionWorks(cookieOf(again.callback as never, 'intranet_session'))).toBe(200);
  });

  it('refuses an address the provider did not verify', async () => {
    const member = await createMember(t.database.db);
    const row = await provider();
    idp.signInAs({ sub: `sub-${member.id}`, email: member.email, email_verified: false });
    const { callback } = await signInThrough(row.id);
    expect(errorOf(callback)).toBe('email_unverified');
    expect(cookieOf(callback as never, 'intranet_session')).toBeNull();
    const links = await t.database.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.memberId, member.id));
    expect(links).toEqual([]);
  });

  it("refuses a callback whose state is not the browser's", async () => {
    const member = await createMember(t.database.db);
    const row = await provider();
    idp.signInAs({ sub: `sub-${member.id}`, email: member.email, email_verified: true });
    const { callback } = await signInThrough(row.id, { cookie: () => 'intranet_oidc_state=someone-elses' });
    expect(errorOf(callback)).toBe('failed');
    expect(cookieOf(callback as never, 'intranet_session')).toBeNull();
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const member = await createMember(t.database.db);
    const row = await provider();
    idp.signInAs({ sub: `sub-${member.id}`, email: member.email, email_verified: true });
    const { callback } = await signInThrough(row.id, {
      beforeCallback: async () => {
        await t.database.db
          .update(ssoSignIns)
          .set({ nonce: 'another-nonce' })
          .where(eq(ssoSignIns.providerId, row.id));
      },
    });
    expect(errorOf(callback)).toBe('failed');
    expect(cookieOf(callback as never, 'intranet_session')).toBeNull();
  });

  it('refuses a disabled provider and leaves it off the public list', async () => {
    const row = await provider({ enabled: false });
    const start = await get(`/auth/oidc/${row.id}/start`);
    expect(errorOf(start)).toBe('unavailable');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/sso_providers' });
    const ids = (list.json() as { entries: { id: string; name: string }[] }).entries.map((entry) => entry.id);
    expect(ids).not.toContain(row.id);
    const enabled = await provider();
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/sso_providers' })).json();
    expect(after.entries).toContainEqual({ id: enabled.id, name: enabled.displayName });
    expect(Object.keys(after.entries[0])).toEqual(['id', 'name']);
    expect((await get('/auth/oidc/unknown/start')).headers.location).toContain('sso_error=unavailable');
  });

  it('refuses a locked member', async () => {
    const member = await createMember(t.database.db, { lockedAt: new Date() });
    const row = await provider();
    idp.signInAs({ sub: `sub-${member.id}`, email: member.email, email_verified: true });
    const { callback } = await signInThrough(row.id);
    expect(errorOf(callback)).toBe('locked');
  });

  it('creates the member just in time only when the provider and the network allow it', async () => {
    const email = `new-${newId()}@example.test`.toLowerCase();
    idp.signInAs({ sub: `sub-${email}`, email, email_verified: true, name: 'Nora New' });

    const off = await provider({ justInTime: false });
    expect(errorOf((await signInThrough(off.id)).callback)).toBe('no_account');

    const on = await provider({ justInTime: true });
    onTestFinished(await setNetworkSettings(t.ctx, { join_user_can_initiate: false }));
    expect(errorOf((await signInThrough(on.id)).callback)).toBe('no_account');

    await setNetworkSettings(t.ctx, { join_user_can_initiate: true });
    const { callback } = await signInThrough(on.id);
    const session = cookieOf(callback as never, 'intranet_session');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: session ?? '' } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ first_name: 'Nora', last_name: 'New' });
  });

  it('keeps a same-site redirect_to and refuses an off-site one', async () => {
    const member = await createMember(t.database.db);
    const row = await provider();
    idp.signInAs({ sub: `sub-${member.id}`, email: member.email, email_verified: true });
    const kept = await signInThrough(row.id, { redirectTo: '/groups/team?tab=files' });
    expect(kept.callback?.headers.location).toBe('/groups/team?tab=files');
    const offSite = await signInThrough(row.id, { redirectTo: '//evil.example/steal' });
    expect(offSite.callback?.headers.location).toBe('/');
    const absolute = await signInThrough(row.id, { redirectTo: 'https://evil.example/' });
    expect(absolute.callback?.headers.location).toBe('/');
  });

  it('refuses the password of a member of a provider that turns password sign-in off', async () => {
    const member = await createMember(t.database.db);
    const row = await provider({ passwordSignInDisabled: false });
    idp.signInAs({ sub: `sub-${member.id}`, email: member.email, email_verified: true });
    await signInThrough(row.id);
    const password = () =>
      t.app.inject({
        method: 'POST',
        url: '/users/sign_in',
        headers: originHeaders,
        remoteAddress,
        payload: { user: { email: member.email, password: TEST_PASSWORD } },
      });
    expect((await password()).statusCode).toBe(200);

    await t.database.db
      .update(ssoProviders)
      .set({ passwordSignInDisabled: true })
      .where(eq(ssoProviders.id, row.id));
    const refused = await password();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'sso_required' });
  });

  it('follows the groups claim: joins named groups, leaves only the ones it made the member join', async () => {
    const member = await createMember(t.database.db);
    const row = await provider({ groupsClaim: 'groups', scopes: 'openid email profile groups' });
    const engineering = await createGroup(t.database.db, { name: 'Engineering' });
    const sales = await createGroup(t.database.db);
    const own = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, own.id, member.id);
    const statusIn = async (groupId: string) => {
      const [row] = await t.database.db
        .select({ status: groupMemberships.status })
        .from(groupMemberships)
        .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, member.id)));
      return row?.status ?? null;
    };

    const claims = { sub: `sub-${member.id}`, email: member.email, email_verified: true };
    idp.signInAs({ ...claims, groups: ['/engineering', sales.slug, 'no-such-group'] });
    await signInThrough(row.id, {});
    expect(await statusIn(engineering.id)).toBe('member');
    expect(await statusIn(sales.id)).toBe('member');
    expect(await statusIn(own.id)).toBe('member');

    // The claim no longer names sales (nor the member's own group, which it never managed).
    idp.signInAs({ ...claims, groups: ['Engineering'] });
    await signInThrough(row.id);
    expect(await statusIn(engineering.id)).toBe('member');
    expect(await statusIn(sales.id)).toBeNull();
    expect(await statusIn(own.id)).toBe('member');
  });

  it('signs out at the provider too when it offers an end-session endpoint', async () => {
    const member = await createMember(t.database.db);
    const row = await provider();
    idp.signInAs({ sub: `sub-${member.id}`, email: member.email, email_verified: true });
    const { callback } = await signInThrough(row.id);
    const session = cookieOf(callback as never, 'intranet_session');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/users/sign_out',
      headers: { ...originHeaders, cookie: session ?? '' },
    });
    expect(out.statusCode).toBe(204);
    const next = new URL(String(out.headers['sign-out-redirect']));
    expect(next.origin).toBe(idp.issuer);
    expect(next.searchParams.get('post_logout_redirect_uri')).toBe(`${TEST_ORIGIN}/users/sign_in`);
    expect(next.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await sessionWorks(session)).toBe(401);
  });
});

describe('provider administration', () => {
  it('answers 404 to members, never answers the secret, and tests the connection', async () => {
    const { asAdmin, asMember } = await adminSessions(t);
    const body = {
      display_name: 'Company login',
      issuer: idp.issuer,
      client_id: idp.clientId,
      client_secret: idp.clientSecret,
      groups_claim: 'groups',
    };
    expect((await asMember('GET', '/administration/sso_providers')).statusCode).toBe(404);
    expect((await asMember('POST', '/administration/sso_providers', body)).statusCode).toBe(404);

    const created = await asAdmin('POST', '/administration/sso_providers', body);
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(idp.clientSecret);
    const provider = created.json();
    expect(provider).toMatchObject({
      client_secret_set: true,
      scopes: 'openid email profile',
      enabled: true,
    });
    expect(provider.callback_url).toBe(`${TEST_ORIGIN}/auth/oidc/${provider.id}/callback`);
    expect((await asMember('POST', `/administration/sso_providers/${provider.id}/test`)).statusCode).toBe(
      404,
    );

    const test = await asAdmin('POST', `/administration/sso_providers/${provider.id}/test`);
    expect(test.json()).toEqual({ ok: true, issuer: idp.issuer, end_session: true, error: null });

    // A blank secret keeps the stored one; a broken issuer is refused with keys.
    const updated = await asAdmin('PUT', `/administration/sso_providers/${provider.id}`, {
      ...body,
      client_secret: '',
      issuer: `${idp.issuer}/elsewhere`,
    });
    expect(updated.json()).toMatchObject({ client_secret_set: true });
    const failing = await asAdmin('POST', `/administration/sso_providers/${provider.id}/test`);
    expect(failing.json()).toMatchObject({ ok: false, error: 'errors.sso.test_failed' });
    const invalid = await asAdmin('PUT', `/administration/sso_providers/${provider.id}`, {
      ...body,
      issuer: 'http://idp.example.com',
      scopes: 'email',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.fields).toEqual({
      issuer: ['errors.sso.issuer_not_https'],
      scopes: ['errors.sso.scopes_need_openid'],
    });

    expect((await asMember('DELETE', `/administration/sso_providers/${provider.id}`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/administration/sso_providers/${provider.id}`)).statusCode).toBe(204);
    expect((await asAdmin('GET', `/administration/sso_providers/${provider.id}`)).statusCode).toBe(404);
  });
});
