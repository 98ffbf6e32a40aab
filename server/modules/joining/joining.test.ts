import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SignInChallenge } from '../../../contract/auth.js';
import type { JoinRequestList } from '../../../contract/joining.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { members } from '../../platform/identity/tables.js';
import { authHeaders, createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { createMember, setNetworkConfig, setNetworkSettings } from '../../test/factories.js';
import { notifications } from '../notifications/tables.js';
import { joinRequests } from './tables.js';

let t: TestApp;
let adminCookie: string;
let adminId: string;
let memberCookie: string;
const PASSWORD = 'plum orchard lantern 42';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  adminCookie = await signIn(t.app, admin.email);
  adminId = admin.id;
  memberCookie = await signIn(t.app, (await createMember(t.database.db)).email);
});
afterAll(() => t?.close());

/** Sets joining's settings for one test; the network's others stay. */
async function joining(changes: Parameters<typeof setNetworkSettings>[1] = {}) {
  const restore = await setNetworkSettings(t.ctx, {
    join_user_can_initiate: true,
    join_moderated: false,
    altcha_captcha: false,
    join_as_external: false,
    join_ask_for_profile_data: false,
    ...changes,
  });
  onTestFinished(restore);
}

const uniqueEmail = () => `joiner-${Math.random().toString(36).slice(2)}@example.test`;

/** Each visitor comes from an address of their own: the routes share the sign-in's budget per client. */
const someAddress = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const register = (email: string, extra: { altcha?: string; profile?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/join',
    remoteAddress: someAddress(),
    headers: { ...originHeaders, accept: 'application/json' },
    payload: {
      user: { first_name: 'Jo', last_name: 'Joiner', email, password: PASSWORD, profile: extra.profile },
      altcha: extra.altcha,
    },
  });

const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/join/confirmation',
    remoteAddress: someAddress(),
    headers: { ...originHeaders, accept: 'application/json' },
    payload: { token },
  });

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });

/** Sends the queued mails and answers the last one to this address. */
async function lastMailTo(email: string) {
  await t.ctx.jobs.drain();
  return [...t.mails].reverse().find((mail) => mail.to === email);
}

async function mailedToken(email: string): Promise<string> {
  const token = (await lastMailTo(email))?.text.match(/\/users\/confirmation\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  return token;
}

const accountOf = async (email: string) =>
  (await t.database.db.select().from(members).where(sql`lower(${members.email}) = lower(${email})`))[0];

async function solvedChallenge(): Promise<string> {
  const challenge = (
    await t.app.inject({ method: 'GET', url: '/api/v1/sign_in/challenge' })
  ).json<SignInChallenge>();
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

describe('joining the network', () => {
  it('answers 404 on every route while people may not join on their own', async () => {
    await joining({ join_user_can_initiate: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/join' })).statusCode).toBe(404);
    expect((await register(uniqueEmail())).statusCode).toBe(404);
    expect((await confirm('anything')).statusCode).toBe(404);
  });

  it('tells the form what it asks for', async () => {
    await joining({ altcha_captcha: true, join_ask_for_profile_data: true });
    const form = await t.app.inject({ method: 'GET', url: '/api/v1/join' });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ altcha: true, moderated: false });
    expect(form.json().profile_fields.map((field: { key: string }) => field.key)).toContain('department');
  });

  it('registers, confirms once by the mailed link, and the new member signs in', async () => {
    await joining();
    const email = uniqueEmail();
    const answer = await register(email);
    expect(answer.statusCode).toBe(202);
    expect(await accountOf(email)).toBeUndefined();
    const token = await mailedToken(email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'active' });
    const account = await accountOf(email);
    expect(account).toMatchObject({ firstName: 'Jo', lastName: 'Joiner', isExternal: false });
    await expect(signIn(t.app, email, PASSWORD)).resolves.toBeTruthy();
    // The link is spent.
    expect((await confirm(token)).statusCode).toBe(422);
    expect((await confirm(token)).json().error.fields.token).toEqual(['errors.joining.link_invalid']);
  });

  it('refuses an expired link', async () => {
    await joining();
    const email = uniqueEmail();
    await register(email);
    const token = await mailedToken(email);
    await t.database.db
      .update(joinRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(joinRequests.email, email));
    expect((await confirm(token)).statusCode).toBe(422);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('answers a taken address like any other and makes no second account', async () => {
    await joining();
    const existing = await createMember(t.database.db);
    const taken = await register(existing.email.toUpperCase());
    const fresh = await register(uniqueEmail());
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual(fresh.json());
    const rows = await t.database.db
      .select()
      .from(members)
      .where(sql`lower(${members.email}) = lower(${existing.email})`);
    expect(rows).toHaveLength(1);
    const note = await lastMailTo(existing.email.toUpperCase());
    expect(note?.text).toContain('/users/sign_in');
    expect(note?.text).not.toContain('token=');
  });

  it('requires a solved proof of work when the captcha is on, each solution good once', async () => {
    await joining({ altcha_captcha: true });
    const missing = await register(uniqueEmail());
    expect(missing.statusCode).toBe(428);
    expect(missing.json().error.code).toBe('challenge_required');
    expect((await register(uniqueEmail(), { altcha: 'bm90IGEgc29sdXRpb24=' })).json().error.code).toBe(
      'challenge_failed',
    );
    const solution = await solvedChallenge();
    expect((await register(uniqueEmail(), { altcha: solution })).statusCode).toBe(202);
    expect((await register(uniqueEmail(), { altcha: solution })).json().error.code).toBe('challenge_failed');
  });

  it('joins as a guest with join_as_external and keeps the profile data asked for', async () => {
    await joining({ join_as_external: true, join_ask_for_profile_data: true });
    const email = uniqueEmail();
    expect((await register(email, { profile: { department: 'Logistics' } })).statusCode).toBe(202);
    await confirm(await mailedToken(email));
    expect(await accountOf(email)).toMatchObject({ isExternal: true, profile: { department: 'Logistics' } });
    // Asked for the profile data on joining, the member is not asked again on the first sign-in.
    expect((await accountOf(email))?.onboardedAt).not.toBeNull();
  });

  it('joins as a normal member while the network does not allow guests, join_as_external or not', async () => {
    await joining({ join_as_external: true });
    onTestFinished(await setNetworkConfig(t.ctx, { guest_users_allowed: false }));
    const email = uniqueEmail();
    expect((await register(email)).statusCode).toBe(202);
    await confirm(await mailedToken(email));
    const account = await accountOf(email);
    expect(account).toMatchObject({ isExternal: false, onboardedAt: null });
    const [created] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'MembershipCreate'), eq(auditEvents.membershipId, account?.id ?? '')));
    expect(created?.details).toMatchObject({ external: false });
  });

  it('refuses a profile field the network does not have', async () => {
    await joining({ join_ask_for_profile_data: true });
    const answer = await register(uniqueEmail(), { profile: { salary: '1' } });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error.fields['user.profile.salary']).toEqual(['errors.joining.unknown_field']);
  });

  it('refuses a weak password, NUL bytes and overlong input without a 5xx', async () => {
    await joining();
    const post = (user: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/join', headers: originHeaders, payload: { user } });
    const good = { first_name: 'Jo', last_name: 'J', email: uniqueEmail(), password: PASSWORD };
    expect((await post({ ...good, password: 'short' })).statusCode).toBe(422);
    expect((await post({ ...good, first_name: 'Jo\u0000' })).statusCode).toBe(400);
    expect((await post({ ...good, last_name: 'x'.repeat(10_000) })).statusCode).toBe(400);
    expect((await post({ ...good, email: `${'a'.repeat(400)}@example.test` })).statusCode).toBe(400);
    expect((await confirm('x'.repeat(1000))).statusCode).toBe(400);
  });

  it('is throttled per client like the sign-in', async () => {
    await joining();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/join',
        remoteAddress: '10.8.0.1',
        headers: originHeaders,
        payload: { user: { first_name: 'A', last_name: 'B', email: uniqueEmail(), password: 'weak' } },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toContain(422);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('moderated joining', () => {
  async function pendingRequest(email = uniqueEmail()) {
    await register(email);
    const confirmed = await confirm(await mailedToken(email));
    expect(confirmed.json()).toEqual({ status: 'pending' });
    const list = (await asAdmin('GET', '/administration/join_requests')).json<JoinRequestList>();
    const row = list.join_requests.find((one) => one.email === email);
    if (!row) throw new Error('the request is not listed');
    return { email, id: row.id };
  }

  it('waits for an administrator, who approves: the account exists and the person is mailed', async () => {
    await joining({ join_moderated: true });
    const { email, id } = await pendingRequest();
    expect(await accountOf(email)).toBeUndefined();
    await expect(signIn(t.app, email, PASSWORD)).rejects.toThrow();
    expect((await asAdmin('POST', `/administration/join_requests/${id}/approve`)).statusCode).toBe(204);
    const account = await accountOf(email);
    expect(account).toBeDefined();
    expect((await lastMailTo(email))?.text).toContain('/users/sign_in');
    await expect(signIn(t.app, email, PASSWORD)).resolves.toBeTruthy();
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.type, 'JoinRequestApprove'), eq(auditEvents.membershipId, account?.id ?? '')),
      );
    expect(audits).toHaveLength(1);
    // Decided once: a second decision finds nothing.
    expect((await asAdmin('POST', `/administration/join_requests/${id}/reject`, {})).statusCode).toBe(404);
  });

  it('rejects with a message mailed to the person, and no account is made', async () => {
    await joining({ join_moderated: true });
    const { email, id } = await pendingRequest();
    const rejected = await asAdmin('POST', `/administration/join_requests/${id}/reject`, {
      rejection_message: 'Only staff of Northwind may join.',
    });
    expect(rejected.statusCode).toBe(204);
    expect(await accountOf(email)).toBeUndefined();
    expect((await lastMailTo(email))?.text).toContain('Only staff of Northwind may join.');
    const list = (await asAdmin('GET', '/administration/join_requests')).json<JoinRequestList>();
    expect(list.join_requests.some((one) => one.id === id)).toBe(false);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.type, 'JoinRequestReject'),
          sql`${auditEvents.details}->>'join_request_id' = ${id}`,
        ),
      );
    expect(audit).toBeDefined();
  });

  it('tells the administrators of a request waiting for them, read once they open the list', async () => {
    await joining({ join_moderated: true });
    const email = uniqueEmail();
    await register(email);
    await confirm(await mailedToken(email));
    const entry = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.recipientId, adminId), eq(notifications.kind, 'joining.join_request')))
      )[0];
    expect(await entry()).toMatchObject({ url: '/administration/join_requests', readAt: null });
    expect((await entry())?.data).toEqual({ name: 'Jo Joiner' });
    await asAdmin('GET', '/administration/join_requests');
    expect((await entry())?.readAt).not.toBeNull();
  });

  it('answers 404 to members who are not network administrators', async () => {
    await joining({ join_moderated: true });
    const { email, id } = await pendingRequest();
    expect((await asAdmin('GET', '/administration/join_requests', undefined, memberCookie)).statusCode).toBe(
      404,
    );
    const approve = await asAdmin(
      'POST',
      `/administration/join_requests/${id}/approve`,
      undefined,
      memberCookie,
    );
    expect(approve.statusCode).toBe(404);
    const reject = await asAdmin('POST', `/administration/join_requests/${id}/reject`, {}, memberCookie);
    expect(reject.statusCode).toBe(404);
    expect(await accountOf(email)).toBeUndefined();
  });

  it('registering again while a request waits for approval makes no second request', async () => {
    await joining({ join_moderated: true });
    const { email } = await pendingRequest();
    expect((await register(email)).statusCode).toBe(202);
    const rows = await t.database.db.select().from(joinRequests).where(eq(joinRequests.email, email));
    expect(rows).toHaveLength(1);
  });
});
