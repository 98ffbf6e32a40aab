import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinRequestList } from '../../../contract/groups.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup } from '../../test/factories.js';
import { groupMemberships } from './tables.js';
import { type GroupsClient, groupsClient } from './testing.js';

let t: TestApp;
let groupAdmin: GroupsClient;
let member: GroupsClient;
let asker: GroupsClient;
let second: GroupsClient;
let group: Awaited<ReturnType<typeof createGroup>>;

const base = () => `/groups/${group.slug}/administration/join_requests`;
const statusOf = async (memberId: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, memberId)));
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  [groupAdmin, member, asker, second] = await Promise.all([
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
  ]);
  const db = t.ctx.db;
  group = await createGroup(db, { moderatedJoin: true });
  await addGroupMembership(db, group.id, groupAdmin.member.id, { isAdmin: true });
  await addGroupMembership(db, group.id, member.member.id);
  for (const who of [asker, second]) {
    expect((await who.post(`/api/v1/groups/${group.slug}/join`)).json()).toMatchObject({
      membership_status_of_current_member: 'in_moderation',
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('join requests', () => {
  it('lists the waiting members to group administrators only', async () => {
    const response = await groupAdmin.get(base());
    expect(response.statusCode).toBe(200);
    const list = joinRequestList.parse(response.json());
    expect(list.entries.map((entry) => entry.member.id).sort()).toEqual(
      [asker.member.id, second.member.id].sort(),
    );
    expect((await member.get(base())).statusCode).toBe(404);
    expect((await asker.get(base())).statusCode).toBe(404);
  });

  it('approves a request: the member joins', async () => {
    const approved = await groupAdmin.post(`${base()}/${asker.member.id}/approve`);
    expect(approved.statusCode).toBe(204);
    expect(await statusOf(asker.member.id)).toMatchObject({ status: 'member', subscribed: true });
    expect((await groupAdmin.post(`${base()}/${asker.member.id}/approve`)).statusCode).toBe(404);
  });

  it('rejects a request with the message of the rejection form', async () => {
    const rejected = await groupAdmin.post(`${base()}/${second.member.id}/reject`, {
      rejection_message: 'The group is full this term.',
    });
    expect(rejected.statusCode).toBe(204);
    expect(await statusOf(second.member.id)).toMatchObject({
      status: 'rejected',
      rejectionMessage: 'The group is full this term.',
    });
    expect(joinRequestList.parse((await groupAdmin.get(base())).json()).entries).toEqual([]);
  });

  it('lets members who do not administer the group decide nothing', async () => {
    const third = await groupsClient(t);
    await third.post(`/api/v1/groups/${group.slug}/join`);
    expect((await member.post(`${base()}/${third.member.id}/approve`)).statusCode).toBe(404);
    expect((await member.post(`${base()}/${third.member.id}/reject`, {})).statusCode).toBe(404);
    expect(await statusOf(third.member.id)).toMatchObject({ status: 'in_moderation' });
  });
});
