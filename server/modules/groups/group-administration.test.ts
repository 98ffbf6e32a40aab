import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administeredGroupMemberList, groupAdministration } from '../../../contract/group-administration.js';
import { membershipRole, membershipRoleList } from '../../../contract/membership-roles.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, setNetworkConfig } from '../../test/factories.js';
import { memberRoles } from '../members/tables.js';
import { notifications } from '../notifications/tables.js';
import { groupMemberships } from './tables.js';
import { type GroupsClient, groupsClient } from './testing.js';

let t: TestApp;
let groupAdmin: GroupsClient;
let otherAdmin: GroupsClient;
let member: GroupsClient;
let outsider: GroupsClient;
let group: Awaited<ReturnType<typeof createGroup>>;
let other: Awaited<ReturnType<typeof createGroup>>;

const admin = (slug = group.slug) => `/groups/${slug}/administration`;
const roles = (slug = group.slug) => `${admin(slug)}/membership_roles`;
const fields = (name: string) => ({
  membership_role: {
    name,
    plural_name: `${name}s`,
    color: '#123abc',
    text_color: '#ffffff',
    display_type: 'grouped',
  },
});
const membershipOf = async (groupId: string, memberId: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId)));
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  [groupAdmin, otherAdmin, member, outsider] = await Promise.all([
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
  ]);
  const db = t.ctx.db;
  group = await createGroup(db, { moderatedJoin: true });
  other = await createGroup(db);
  await addGroupMembership(db, group.id, groupAdmin.member.id, { isAdmin: true });
  await addGroupMembership(db, group.id, member.member.id);
  await addGroupMembership(db, other.id, otherAdmin.member.id, { isAdmin: true });
  await addGroupMembership(db, other.id, groupAdmin.member.id);
});
afterAll(async () => {
  await t?.close();
});

describe('group administration', () => {
  it('shows the main info to the group administrators and 404 to everyone else', async () => {
    const response = await groupAdmin.get(admin());
    expect(response.statusCode).toBe(200);
    expect(groupAdministration.parse(response.json())).toMatchObject({
      group: { id: group.id, moderated_join: true },
      member_count: 2,
      can: { manage_roles: true },
    });
    expect((await member.get(admin())).statusCode).toBe(404);
    expect((await outsider.get(admin())).statusCode).toBe(404);
    // A group administrator administers their groups only.
    expect((await groupAdmin.get(admin(other.slug))).statusCode).toBe(404);
    expect((await groupAdmin.get(`${admin(other.slug)}/members`)).statusCode).toBe(404);
  });

  it('manages the group roles: slug from the name, never changed, unique in the group', async () => {
    const created = await groupAdmin.post(roles(), fields('Team Lead'));
    expect(created.statusCode).toBe(201);
    const role = membershipRole.parse(created.json());
    expect(role).toMatchObject({ slug: 'team-lead', plural_name: 'Team Leads', color: '#123abc' });

    const duplicate = await groupAdmin.post(roles(), fields('team lead'));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error.fields['membership_role.slug']).toEqual([
      'errors.membership_roles.slug_taken',
    ]);

    const empty = await groupAdmin.post(roles(), {
      membership_role: { ...fields('x').membership_role, name: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields['membership_role.name']).toEqual(['errors.membership_roles.name_empty']);

    // The same name in another group is another scope.
    expect((await otherAdmin.post(roles(other.slug), fields('Team Lead'))).statusCode).toBe(201);

    const renamed = await groupAdmin.put(`${roles()}/${role.id}`, {
      membership_role: { ...fields('Coordinator').membership_role, slug: 'changed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Coordinator', slug: 'team-lead' });

    const list = membershipRoleList.parse((await groupAdmin.get(roles())).json());
    expect(list.entries.map((entry) => entry.slug)).toEqual(['team-lead']);
    expect(list.members_path).toBe(`/groups/${group.slug}/administration/members`);
  });

  it('lets no one manage another group’s roles', async () => {
    const [theirs] = membershipRoleList.parse((await otherAdmin.get(roles(other.slug))).json()).entries;
    expect((await groupAdmin.get(roles(other.slug))).statusCode).toBe(404);
    expect((await groupAdmin.post(roles(other.slug), fields('Mine'))).statusCode).toBe(404);
    // The role id of another group is unknown through this group's path.
    expect((await groupAdmin.put(`${roles()}/${theirs?.id}`, fields('Mine'))).statusCode).toBe(404);
    expect((await groupAdmin.del(`${roles()}/${theirs?.id}`)).statusCode).toBe(404);
    expect((await member.get(roles())).statusCode).toBe(404);
  });

  it('assigns group roles to members; list shows them with their display type', async () => {
    const [role] = membershipRoleList.parse((await groupAdmin.get(roles())).json()).entries;
    const [theirs] = membershipRoleList.parse((await otherAdmin.get(roles(other.slug))).json()).entries;
    const url = `${admin()}/members/${member.member.id}`;
    expect((await groupAdmin.put(url, { role_ids: [theirs?.id] })).statusCode).toBe(422);
    expect((await groupAdmin.put(url, { role_ids: [role?.id] })).statusCode).toBe(204);
    expect((await member.put(url, { role_ids: [] })).statusCode).toBe(404);
    expect(
      (await groupAdmin.put(`${admin()}/members/${outsider.member.id}`, { role_ids: [] })).statusCode,
    ).toBe(404);

    const list = administeredGroupMemberList.parse((await groupAdmin.get(`${admin()}/members`)).json());
    const entry = list.entries.find((e) => e.member.id === member.member.id);
    expect(entry?.group_roles).toMatchObject([{ id: role?.id, display_type: 'grouped' }]);
    expect(list.roles.map((r) => r.id)).toEqual([role?.id]);
    expect(list.roles[0]?.member_count).toBe(1);
  });

  it('promotes and demotes administrators but keeps the last one, audit-logged', async () => {
    const url = (who: GroupsClient) => `${admin()}/members/${who.member.id}`;
    expect((await groupAdmin.put(url(groupAdmin), { is_admin: false })).statusCode).toBe(422);
    expect((await groupAdmin.del(url(groupAdmin))).statusCode).toBe(422);
    expect((await groupAdmin.put(url(member), { is_admin: true })).statusCode).toBe(204);
    expect(await membershipOf(group.id, member.member.id)).toMatchObject({ isAdmin: true });
    expect((await member.put(url(member), { is_admin: false })).statusCode).toBe(204);
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.membershipId, member.member.id));
    expect(audits.map((a) => a.type)).toEqual(
      expect.arrayContaining(['GroupAdminPermissionCreate', 'GroupAdminPermissionDestroy']),
    );
  });

  it('removes a member with their group roles', async () => {
    const extra = await groupsClient(t);
    await addGroupMembership(t.ctx.db, group.id, extra.member.id);
    const [role] = membershipRoleList.parse((await groupAdmin.get(roles())).json()).entries;
    await groupAdmin.put(`${admin()}/members/${extra.member.id}`, { role_ids: [role?.id] });
    expect((await groupAdmin.del(`${admin()}/members/${extra.member.id}`)).statusCode).toBe(204);
    expect(await membershipOf(group.id, extra.member.id)).toBeUndefined();
    expect(
      await t.ctx.db.select().from(memberRoles).where(eq(memberRoles.memberId, extra.member.id)),
    ).toEqual([]);
  });

  it('rejects a join request with a message that reaches the member as a notification', async () => {
    const asker = await groupsClient(t);
    await asker.post(`/api/v1/groups/${group.slug}/join`);
    const rejected = await groupAdmin.post(`${admin()}/join_requests/${asker.member.id}/reject`, {
      rejection_message: 'We are full until autumn.',
    });
    expect(rejected.statusCode).toBe(204);
    const [entry] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, asker.member.id));
    expect(entry).toMatchObject({
      kind: 'groups.join_rejected',
      data: { group: group.name, message: 'We are full until autumn.' },
    });
    expect(groupAdministration.parse((await groupAdmin.get(admin())).json()).join_request_count).toBe(0);
  });

  it('answers 404 for every roles path while the network does not use roles', async () => {
    const restore = await setNetworkConfig(t.ctx, { membership_roles_enabled: false });
    try {
      expect((await groupAdmin.get(roles())).statusCode).toBe(404);
      expect((await groupAdmin.post(roles(), fields('Off'))).statusCode).toBe(404);
      const list = administeredGroupMemberList.parse((await groupAdmin.get(`${admin()}/members`)).json());
      expect(list.roles).toEqual([]);
      expect(list.can.assign_roles).toBe(false);
      const assign = await groupAdmin.put(`${admin()}/members/${member.member.id}`, { role_ids: [] });
      expect(assign.statusCode).toBe(422);
    } finally {
      await restore();
    }
  });

  it('refuses hostile input without a server error', async () => {
    for (const name of ['\u0000', 'x'.repeat(101)]) {
      const response = await groupAdmin.post(roles(), fields(name));
      // NUL bytes are refused before validation (400), too long names by the schema (422).
      expect([400, 422]).toContain(response.statusCode);
    }
    expect((await groupAdmin.put(`${roles()}/${'f'.repeat(24)}`, fields('Ghost'))).statusCode).toBe(404);
    expect((await groupAdmin.put(`${admin()}/members/not-an-id`, { is_admin: true })).statusCode).toBe(404);
  });
});
