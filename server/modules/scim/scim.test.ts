import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/tables.js';
import { members } from '../../platform/identity/tables.js';
import { sessions } from '../../platform/sessions/tables.js';
import { adminSessions, type Caller } from '../../test/admin-session.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { groupMemberships } from '../groups/tables.js';

/**
 * SCIM 2.0 provisioning, with the requests of Microsoft Entra ID's documented examples ("Develop and
 * plan provisioning for a SCIM endpoint") and the quirks its client has in practice.
 */
let t: TestApp;
let asAdmin: Caller;
let asMember: Caller;
let adminId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const sessionsOf = await adminSessions(t);
  asAdmin = sessionsOf.asAdmin;
  asMember = sessionsOf.asMember;
  adminId = sessionsOf.admin.id;
  const created = await asAdmin('POST', '/administration/scim_tokens', { name: 'Entra ID' });
  expect(created.statusCode).toBe(201);
  token = created.json().token;
});
afterAll(async () => {
  await t?.close();
});

const scim = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  bearer = token,
) =>
  t.app.inject({
    method,
    url: `/scim/v2${url}`,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(payload ? { 'content-type': 'application/scim+json' } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

const entraUser = (suffix: string) => ({
  schemas: [
    'urn:ietf:params:scim:schemas:core:2.0:User',
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  ],
  externalId: `external-${suffix}`,
  userName: `Test_User_${suffix}`,
  active: true,
  emails: [{ primary: true, type: 'work', value: `test_user_${suffix}@testuser.example` }],
  meta: { resourceType: 'User' },
  name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
  roles: [],
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'IT' },
});

describe('tokens', () => {
  it('are issued and revoked by network administrators only, shown once and audited', async () => {
    expect((await asMember('GET', '/administration/scim_tokens')).statusCode).toBe(404);
    expect((await asMember('POST', '/administration/scim_tokens', { name: 'x' })).statusCode).toBe(404);
    expect((await asAdmin('POST', '/administration/scim_tokens', { name: ' ' })).statusCode).toBe(422);
    const created = await asAdmin('POST', '/administration/scim_tokens', { name: 'Okta' });
    const { id, token: secret } = created.json();
    const list = (await asAdmin('GET', '/administration/scim_tokens')).json();
    expect(list.entries.map((entry: { name: string }) => entry.name)).toContain('Okta');
    expect(JSON.stringify(list)).not.toContain(secret);
    expect((await scim('GET', '/Users?count=1', undefined, secret)).statusCode).toBe(200);
    expect((await asMember('DELETE', `/administration/scim_tokens/${id}`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/administration/scim_tokens/${id}`)).statusCode).toBe(204);
    const refused = await scim('GET', '/Users', undefined, secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '401',
    });
    const audit = await t.database.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, adminId));
    expect(audit.map((row) => row.type)).toEqual(
      expect.arrayContaining(['ScimTokenCreate', 'ScimTokenDestroy']),
    );
  });

  it('refuses requests without a token, with a wrong one, and once its issuer is no administrator', async () => {
    expect((await scim('GET', '/Users', undefined, 'nope')).statusCode).toBe(401);
    const noHeader = await t.app.inject({ method: 'GET', url: '/scim/v2/ServiceProviderConfig' });
    expect(noHeader.statusCode).toBe(401);
    const other = await createMember(t.database.db, { isNetworkAdmin: true });
    const cookie = await signIn(t.app, other.email);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/administration/scim_tokens',
      headers: { ...authHeaders(cookie), 'content-type': 'application/json' },
      payload: { name: 'former admin' },
    });
    const secret = issued.json().token;
    expect((await scim('GET', '/Users?count=1', undefined, secret)).statusCode).toBe(200);
    await t.database.db.update(members).set({ isNetworkAdmin: false }).where(eq(members.id, other.id));
    expect((await scim('GET', '/Users?count=1', undefined, secret)).statusCode).toBe(401);
  });
});

describe('users', () => {
  it('creates a user from Entra ID’s example and finds it by userName, externalId and id', async () => {
    const created = await scim('POST', '/Users', entraUser('a1'));
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toContain('application/scim+json');
    const user = created.json();
    expect(user).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      externalId: 'external-a1',
      userName: 'test_user_a1@testuser.example',
      name: { givenName: 'givenName', familyName: 'familyName' },
      active: true,
      meta: { resourceType: 'User', location: expect.stringContaining(`/scim/v2/Users/${user.id}`) },
    });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, user.id));
    expect(row).toMatchObject({ passwordHash: null, isExternal: false, lockedAt: null });

    const byName = (await scim('GET', '/Users?filter=userName eq "TEST_USER_A1@testuser.example"')).json();
    expect(byName).toMatchObject({ totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(byName.Resources[0].id).toBe(user.id);
    const byExternal = (await scim('GET', '/Users?filter=externalId eq "external-a1"')).json();
    expect(byExternal.Resources.map((r: { id: string }) => r.id)).toEqual([user.id]);
    expect((await scim('GET', '/Users?filter=userName eq "nobody@example.test"')).json()).toMatchObject({
      totalResults: 0,
      Resources: [],
    });
    expect((await scim('GET', `/Users/${user.id}`)).json().id).toBe(user.id);

    const again = await scim('POST', '/Users', entraUser('a1'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: '409', scimType: 'uniqueness' });
  });

  it('pages with startIndex and count', async () => {
    for (const suffix of ['p1', 'p2', 'p3']) await scim('POST', '/Users', entraUser(suffix));
    const all = (await scim('GET', '/Users')).json();
    const second = (await scim('GET', '/Users?startIndex=2&count=2')).json();
    expect(second).toMatchObject({ startIndex: 2, itemsPerPage: 2, totalResults: all.totalResults });
    expect(second.Resources.map((r: { id: string }) => r.id)).toEqual(
      all.Resources.slice(1, 3).map((r: { id: string }) => r.id),
    );
    const none = (await scim('GET', '/Users?count=0')).json();
    expect(none).toMatchObject({ itemsPerPage: 0, totalResults: all.totalResults });
  });

  it('applies Entra ID’s PATCH: the work e-mail, the family name, and "False" deactivates and signs out', async () => {
    const user = (await scim('POST', '/Users', entraUser('b1'))).json();
    const patched = await scim('PATCH', `/Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updated_b1@testuser.example' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        {
          op: 'Add',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'HR',
        },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      userName: 'updated_b1@testuser.example',
      name: { familyName: 'updatedFamilyName', givenName: 'givenName' },
    });

    // A session of the member, which deactivation must end.
    await t.database.db
      .update(members)
      .set({ passwordHash: (await createMember(t.database.db)).passwordHash });
    const cookie = await signIn(t.app, 'updated_b1@testuser.example');
    expect(cookie).toBeTruthy();
    const deactivated = await scim('PATCH', `/Users/${user.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(deactivated.json().active).toBe(false);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, user.id));
    expect(row?.lockedAt).not.toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.memberId, user.id))).toEqual([]);

    const reactivated = await scim('PATCH', `/Users/${user.id}`, {
      Operations: [{ op: 'replace', value: { active: true, 'name.givenName': 'Given' } }],
    });
    expect(reactivated.json()).toMatchObject({ active: true, name: { givenName: 'Given' } });
  });

  it('refuses bad input with SCIM errors and writes nothing', async () => {
    const user = (await scim('POST', '/Users', entraUser('c1'))).json();
    const bad = [
      await scim('POST', '/Users', { ...entraUser('c2'), emails: [], userName: 'not an address' }),
      await scim('PATCH', `/Users/${user.id}`, {
        Operations: [
          { op: 'Replace', path: 'name.givenName', value: 'Changed' },
          { op: 'Replace', path: 'active', value: 'maybe' },
        ],
      }),
      await scim('PATCH', `/Users/${user.id}`, { Operations: [{ op: 'Move', path: 'active', value: true }] }),
      await scim('GET', '/Users?filter=userName co "x"'),
      await scim('GET', '/Users?filter=title eq "x"'),
      await scim('PATCH', `/Users/${user.id}`, { Operations: [] }),
    ];
    for (const response of bad) {
      expect(response.statusCode).toBe(400);
      expect(response.json().schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
    }
    expect((await scim('GET', `/Users/${user.id}`)).json().name.givenName).toBe('givenName');
    expect((await scim('GET', '/Users/000000000000000000000000')).statusCode).toBe(404);
    const other = (await scim('POST', '/Users', entraUser('c3'))).json();
    const taken = await scim('PATCH', `/Users/${user.id}`, {
      Operations: [{ op: 'Replace', path: 'userName', value: other.userName }],
    });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes a user as an administrator does', async () => {
    const user = (await scim('POST', '/Users', entraUser('d1'))).json();
    expect((await scim('DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${user.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, user.id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await scim('DELETE', `/Users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('groups', () => {
  it('finds a group by displayName without members, adds and removes members as Entra ID sends it', async () => {
    const group = await createGroup(t.database.db, { name: 'Finance Team' });
    const user = (await scim('POST', '/Users', entraUser('g1'))).json();
    const found = (
      await scim('GET', '/Groups?excludedAttributes=members&filter=displayName eq "Finance Team"')
    ).json();
    expect(found.totalResults).toBe(1);
    expect(found.Resources[0]).toMatchObject({ id: group.id, displayName: 'Finance Team' });
    expect(found.Resources[0].members).toBeUndefined();

    const added = await scim('PATCH', `/Groups/${group.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { name: 'addMember', op: 'add', path: 'members', value: [{ $ref: null, value: user.id }] },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().members.map((m: { value: string }) => m.value)).toEqual([user.id]);
    const membership = () =>
      t.database.db
        .select()
        .from(groupMemberships)
        .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, user.id)));
    expect((await membership())[0]?.status).toBe('member');

    const removed = await scim('PATCH', `/Groups/${group.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { name: 'removeMember', op: 'remove', path: 'members', value: [{ $ref: null, value: user.id }] },
      ],
    });
    expect(removed.json().members).toEqual([]);
    expect(await membership()).toEqual([]);

    await scim('PATCH', `/Groups/${group.id}`, {
      Operations: [{ op: 'add', path: 'members', value: [{ value: user.id }] }],
    });
    await scim('PATCH', `/Groups/${group.id}`, {
      Operations: [{ op: 'remove', path: `members[value eq "${user.id}"]` }],
    });
    expect(await membership()).toEqual([]);
  });

  it('never removes a group administrator, refuses unknown members and leaves groups to the product', async () => {
    const group = await createGroup(t.database.db);
    const admin = (await scim('POST', '/Users', entraUser('g2'))).json();
    await addGroupMembership(t.database.db, group.id, admin.id, { isAdmin: true });
    const replaced = await scim('PUT', `/Groups/${group.id}`, { displayName: group.name, members: [] });
    expect(replaced.json().members.map((m: { value: string }) => m.value)).toEqual([admin.id]);

    const unknown = await scim('PATCH', `/Groups/${group.id}`, {
      Operations: [{ op: 'add', path: 'members', value: [{ value: '000000000000000000000000' }] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await scim('POST', '/Groups', { displayName: 'New' })).statusCode).toBe(403);
    expect((await scim('DELETE', `/Groups/${group.id}`)).statusCode).toBe(403);
    expect((await scim('GET', '/Groups/000000000000000000000000')).statusCode).toBe(404);
  });

  it('describes itself', async () => {
    const config = (await scim('GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({ patch: { supported: true }, filter: { supported: true } });
    const types = (await scim('GET', '/ResourceTypes')).json();
    expect(types.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
  });
});
