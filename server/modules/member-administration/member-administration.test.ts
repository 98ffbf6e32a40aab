import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CHAT_CLOSE } from '../../../contract/chat.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { members } from '../../platform/identity/tables.js';
import { jobs } from '../../platform/jobs/tables.js';
import { sessions } from '../../platform/sessions/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  assignRole,
  createGroup,
  createMember,
  createRole,
  setNetworkConfig,
  setNetworkSettings,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { ChatClient } from '../chat/testing.js';
import { memberRoles } from '../members/tables.js';
import { ANONYMISATION_JOB, anonymiseDue } from './anonymisation.js';

let t: TestApp;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  adminId = admin.id;
  adminCookie = await signIn(t.app, admin.email);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = adminCookie,
) => t.app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });

const auditOf = (type: string, membershipId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.membershipId, membershipId)));

const newUser = (overrides: object = {}) => ({
  user: {
    email: `new-${Math.random().toString(36).slice(2)}@example.test`,
    first_name: 'Nora',
    last_name: 'Neu',
    ...overrides,
  },
});

describe('POST /administration/members', () => {
  it('creates a member with a password who can sign in, audited', async () => {
    const body = newUser({ password: 'plum orchard lantern 42', send_welcome_mail: false });
    const response = await call('POST', '/administration/members', body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: body.user.email,
      name: 'Nora Neu',
      locked: false,
      password_pending: false,
    });
    expect(await signIn(t.app, body.user.email, 'plum orchard lantern 42')).toContain('intranet_session=');
    expect(await auditOf('MembershipCreate', created.id)).toHaveLength(1);
  });

  it('sends the welcome mail whose link sets the password, once', async () => {
    const body = newUser();
    const response = await call('POST', '/administration/members', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().password_pending).toBe(true);
    await t.ctx.jobs.drain();
    const mail = t.mails.find((m) => m.to === body.user.email);
    expect(mail?.subject).toBe('Welcome to Test Network');
    const token = /reset_password_token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const set = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/users/password',
        headers: authHeaders(''),
        payload: { user: { reset_password_token: token, password } },
      });
    expect((await set('violet harbour kettle 7')).statusCode).toBe(200);
    expect(await signIn(t.app, body.user.email, 'violet harbour kettle 7')).toBeTruthy();
    const again = await set('another quiet meadow 9');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields['user.reset_password_token']).toEqual(['errors.passwords.link_invalid']);
  });

  it('refuses a taken address in any case, a missing password and a weak one, writing nothing', async () => {
    const existing = await createMember(t.database.db);
    const taken = await call(
      'POST',
      '/administration/members',
      newUser({ email: existing.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields['user.email']).toEqual(['errors.member_administration.email_taken']);

    const missing = await call('POST', '/administration/members', newUser({ send_welcome_mail: false }));
    expect(missing.json().error.fields['user.password']).toEqual([
      'errors.member_administration.password_required',
    ]);
    const weak = newUser({ password: 'password', send_welcome_mail: false });
    const weakResponse = await call('POST', '/administration/members', weak);
    expect(weakResponse.json().error.fields['user.password']).toEqual(['errors.passwords.too_short']);
    const rows = await t.database.db.select().from(members).where(eq(members.email, weak.user.email));
    expect(rows).toHaveLength(0);
  });

  it('creates guests only when the network allows them and roles only when it uses them', async () => {
    onTestFinished(
      await setNetworkConfig(t.ctx, { guest_users_allowed: false, membership_roles_enabled: false }),
    );
    const role = await createRole(t.database.db);
    const response = await call(
      'POST',
      '/administration/members',
      newUser({ is_external: true, role_ids: [role.id] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'user.is_external': ['errors.member_administration.guests_not_allowed'],
      'user.role_ids': ['errors.member_administration.roles_disabled'],
    });
  });

  it('refuses members and malformed input to non-administrators and bad bodies', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    expect((await call('POST', '/administration/members', newUser(), cookie)).statusCode).toBe(403);
    expect((await call('GET', '/administration/members', undefined, cookie)).statusCode).toBe(403);
    const bad = await call('POST', '/administration/members', { user: { email: 'not an address' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /administration/members/{id}', () => {
  it('changes name, guest state and roles; refuses unknown roles', async () => {
    const member = await createMember(t.database.db);
    const [kept, given] = [await createRole(t.database.db), await createRole(t.database.db)];
    await assignRole(t.database.db, member.id, kept.id);
    const response = await call('PUT', `/administration/members/${member.id}`, {
      user: { first_name: 'Renamed', is_external: true, role_ids: [given.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Renamed',
      is_external: true,
      roles: [{ id: given.id }],
    });
    const unknown = await call('PUT', `/administration/members/${member.id}`, {
      user: { role_ids: ['0123456789abcdef01234567'] },
    });
    expect(unknown.json().error.fields['user.role_ids']).toEqual([
      'errors.member_administration.unknown_role',
    ]);
    const roles = await t.database.db.select().from(memberRoles).where(eq(memberRoles.memberId, member.id));
    expect(roles.map((r) => r.roleId)).toEqual([given.id]);
    expect(await auditOf('MembershipUpdate', member.id)).toHaveLength(1);
  });

  it('answers 404 for unknown and deleted members', async () => {
    const gone = await createMember(t.database.db, { deletedAt: new Date() });
    for (const id of [gone.id, 'nope', '0123456789abcdef01234567']) {
      expect(
        (await call('PUT', `/administration/members/${id}`, { user: { first_name: 'X' } })).statusCode,
      ).toBe(404);
    }
  });
});

describe('lock and unlock', () => {
  it("ends the locked member's sessions and chat socket at once; unlock lets them sign in again", async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const socket = await ChatClient.open(t, cookie);
    onTestFinished(() => socket.close());
    const locked = await call('PUT', `/administration/members/${member.id}/lock`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ locked: true, can: { lock: false, unlock: true } });
    expect((await socket.waitForClose()).code).toBe(CHAT_CLOSE.forbidden);
    expect((await call('GET', '/api/v1/me', undefined, cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))).toHaveLength(
      0,
    );
    expect(await auditOf('MembershipLock', member.id)).toHaveLength(1);

    const unlocked = await call('DELETE', `/administration/members/${member.id}/lock`);
    expect(unlocked.json().locked).toBe(false);
    expect(await signIn(t.app, member.email, TEST_PASSWORD)).toBeTruthy();
    expect(await auditOf('MembershipUnlock', member.id)).toHaveLength(1);
  });

  it('refuses locking oneself', async () => {
    const response = await call('PUT', `/administration/members/${adminId}/lock`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.base).toEqual(['errors.member_administration.cannot_lock_self']);
  });
});

describe('DELETE /administration/members/{id}', () => {
  it('refuses deleting or demoting the last active administrator', async () => {
    const lone = await createTestApp();
    onTestFinished(() => lone.close());
    const admin = await createMember(lone.database.db, { isNetworkAdmin: true });
    await createMember(lone.database.db, { isNetworkAdmin: true, lockedAt: new Date() });
    const cookie = await signIn(lone.app, admin.email);
    const headers = { ...authHeaders(cookie), accept: 'application/json' };
    const deleted = await lone.app.inject({
      method: 'DELETE',
      url: `/administration/members/${admin.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().error.fields.base).toEqual(['errors.member_administration.last_admin']);
    const demoted = await lone.app.inject({
      method: 'PUT',
      url: `/administration/members/${admin.id}`,
      headers,
      payload: { user: { is_network_admin: false } },
    });
    expect(demoted.json().error.fields['user.is_network_admin']).toEqual([
      'errors.member_administration.last_admin',
    ]);
  });

  it('deletes and anonymises at once when the network says so', async () => {
    onTestFinished(await setNetworkSettings(t.ctx, { anonymize_memberships_config: 'enabled' }));
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    expect((await call('DELETE', `/administration/members/${member.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/me', undefined, cookie)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({
      firstName: 'Former member',
      email: `deleted-${member.id}@invalid`,
      passwordHash: null,
    });
    expect(await auditOf('MembershipDestroy', member.id)).toHaveLength(1);
    expect((await call('GET', `/api/v1/administration/members/${member.id}`)).statusCode).toBe(404);
  });

  it('keeps the daily anonymisation job queued', async () => {
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.type, ANONYMISATION_JOB));
    expect(queued.filter((job) => job.status === 'queued')).toHaveLength(1);
  });

  it('anonymises after the configured days by the daily job', async () => {
    onTestFinished(
      await setNetworkSettings(t.ctx, {
        anonymize_memberships_config: 'after_days',
        anonymize_memberships_after_days: 30,
      }),
    );
    const member = await createMember(t.database.db);
    expect((await call('DELETE', `/administration/members/${member.id}`)).statusCode).toBe(204);
    const read = async () => (await t.database.db.select().from(members).where(eq(members.id, member.id)))[0];
    expect((await read())?.anonymisedAt).toBeNull();
    expect(await anonymiseDue(t.ctx, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await anonymiseDue(t.ctx, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await read())?.email).toBe(`deleted-${member.id}@invalid`);
    expect(await auditOf('MembershipAnonymize', member.id)).toHaveLength(1);
  });
});

describe('lists', () => {
  it('pages and searches every member not deleted, locked ones too', async () => {
    const locked = await createMember(t.database.db, { lastName: 'Zanzibarlocked', lockedAt: new Date() });
    const response = await call('GET', '/administration/members?q=zanzibarlock&per=5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      page: 1,
      per: 5,
      entries: [{ id: locked.id, locked: true }],
    });
    const page2 = await call('GET', '/administration/members?per=1&page=2');
    expect(page2.json().entries).toHaveLength(1);
  });

  it("lists a member's group memberships and the form options", async () => {
    const member = await createMember(t.database.db);
    const group = await createGroup(t.database.db, { access: 'hidden' });
    await addGroupMembership(t.database.db, group.id, member.id);
    const response = await call('GET', `/api/v1/administration/members/${member.id}/group_memberships`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ member: { id: member.id }, groups: [{ id: group.id }] });
    const options = await call('GET', '/api/v1/administration/members/options');
    expect(options.json().can).toEqual({ switch_external: true, assign_roles: true });
  });
});
