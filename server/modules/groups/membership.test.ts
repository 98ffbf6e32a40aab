import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { group as groupSchema, joinResponse } from '../../../contract/groups.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { listenOnBus } from '../../test/barriers.js';
import { addGroupMembership, createGroup, createMember, setNetworkSettings } from '../../test/factories.js';
import { groupMemberships } from './tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
type GroupValues = Parameters<typeof createGroup>[1];

let t: TestApp;
let me: Member;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await createMember(t.database.db, { firstName: 'Jo', lastName: 'Joiner' });
  cookie = await signIn(t.app, me.email);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'POST' | 'DELETE', url: string, who = cookie) =>
  t.app.inject({ method, url, headers: authHeaders(who) });
const join = (ref: string, who = cookie) => call('POST', `/api/v1/groups/${ref}/join`, who);
const leave = (ref: string, who = cookie) => call('DELETE', `/api/v1/groups/${ref}/join`, who);
const statusOf = (response: Awaited<ReturnType<typeof join>>) =>
  joinResponse.parse(response.json()).membership_status_of_current_member;
const canOf = async (slug: string, who = cookie) =>
  groupSchema.parse((await t.app.inject({ url: `/api/v1/groups/${slug}`, headers: { cookie: who } })).json())
    .can;

async function auditTypes(groupId: string) {
  const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.membershipId, me.id));
  return rows.filter((row) => row.details.group_id === groupId).map((row) => row.type);
}

async function membership(groupId: string, memberId = me.id) {
  const [row] = await t.database.db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId)));
  return row;
}

describe('joining', () => {
  it('joins an open group at once, subscribed, and records GroupJoin; a second join changes nothing', async () => {
    const group = await createGroup(t.database.db);
    const events = await listenOnBus(t.ctx.bus, 'groups');
    expect((await canOf(group.slug)).join).toBe(true);
    const response = await join(group.id);
    expect(response.statusCode).toBe(200);
    const body = joinResponse.parse(response.json());
    expect(body.membership_status_of_current_member).toBe('member');
    expect(body.group).toMatchObject({ member_count: 1, subscription_status: 'subscribed' });
    expect(body.group.can).toMatchObject({ join: false, leave: true, see_content: true });
    expect(statusOf(await join(group.slug))).toBe('member');
    expect(await auditTypes(group.id)).toEqual(['GroupJoin']);
    // Chat and notifications follow the bus: one event for the join, none for the repeat (leaving
    // afterwards is the barrier).
    expect(statusOf(await leave(group.id))).toBe('no_member');
    const before = await events.before((e) => e.payload.status === 'no_member');
    await events.close();
    expect(before).toEqual([
      {
        type: 'group.membership_changed',
        payload: { group_id: group.id, member_id: me.id, status: 'member' },
      },
    ]);
  });

  it('asks to join a moderated group and can withdraw the request', async () => {
    const group = await createGroup(t.database.db, { access: 'closed', moderatedJoin: true });
    expect(await canOf(group.slug)).toMatchObject({ join: false, join_moderated: true });
    expect(statusOf(await join(group.id))).toBe('in_moderation');
    expect(await canOf(group.slug)).toMatchObject({ join: false, join_moderated: false, leave: false });
    expect(statusOf(await join(group.id))).toBe('in_moderation');
    expect(await auditTypes(group.id)).toEqual([]);
    expect(statusOf(await leave(group.id))).toBe('no_member');
    expect(await membership(group.id)).toBeUndefined();
  });

  it('accepts an invitation by joining, also to a hidden group', async () => {
    const inviter = await createMember(t.database.db);
    const group = await createGroup(t.database.db, { access: 'hidden' });
    await addGroupMembership(t.database.db, group.id, me.id, { status: 'invited', invitedById: inviter.id });
    expect((await canOf(group.slug)).join).toBe(true);
    const body = joinResponse.parse((await join(group.id)).json());
    expect(body.membership_status_of_current_member).toBe('member');
    expect(body.group.invite).toBeNull();
    expect(await auditTypes(group.id)).toEqual(['GroupJoin']);
  });

  it('declines an invitation with DELETE, after which a hidden group is gone', async () => {
    const group = await createGroup(t.database.db, { access: 'hidden' });
    await addGroupMembership(t.database.db, group.id, me.id, { status: 'invited' });
    expect(statusOf(await leave(group.id))).toBe('no_member');
    expect(
      (await t.app.inject({ url: `/api/v1/groups/${group.slug}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('refuses closed groups without moderation, rejected requests and archived groups', async () => {
    const closed = await createGroup(t.database.db, { access: 'closed' });
    const rejected = await createGroup(t.database.db, { access: 'closed', moderatedJoin: true });
    await addGroupMembership(t.database.db, rejected.id, me.id, { status: 'rejected' });
    const archived = await createGroup(t.database.db, { archived: true });
    for (const group of [closed, rejected, archived]) {
      expect(await canOf(group.slug)).toMatchObject({ join: false, join_moderated: false, leave: false });
      const response = await join(group.id);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('not_joinable');
    }
    expect((await leave(rejected.id)).statusCode).toBe(422);
    expect((await membership(rejected.id))?.status).toBe('rejected');
  });

  it('answers 404 for hidden groups and unknown ids', async () => {
    const hidden = await createGroup(t.database.db, { access: 'hidden' });
    expect((await join(hidden.id)).statusCode).toBe(404);
    expect((await join('0123456789abcdef01234567')).statusCode).toBe(404);
    expect(await membership(hidden.id)).toBeUndefined();
  });

  it('lets nobody start a join when the network turns that off, but invitations still work', async () => {
    onTestFinished(await setNetworkSettings(t.ctx, { join_user_can_initiate: false }));
    const open = await createGroup(t.database.db);
    const invited = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, invited.id, me.id, { status: 'invited' });
    expect((await canOf(open.slug)).join).toBe(false);
    expect((await join(open.id)).statusCode).toBe(422);
    expect(statusOf(await join(invited.id))).toBe('member');
  });
});

describe('leaving', () => {
  it('leaves with DELETE /groups/{slug}/join and records GroupLeave', async () => {
    const group = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, group.id, me.id, { favorited: true });
    const response = await call('DELETE', `/groups/${group.slug}/join`);
    expect(statusOf(response)).toBe('no_member');
    expect(joinResponse.parse(response.json()).group.favorited).toBe(false);
    expect(await auditTypes(group.id)).toEqual(['GroupLeave']);
  });

  it('DELETE /groups/{slug}/join does not withdraw requests', async () => {
    const group = await createGroup(t.database.db, { moderatedJoin: true });
    await addGroupMembership(t.database.db, group.id, me.id, { status: 'in_moderation' });
    const response = await call('DELETE', `/groups/${group.slug}/join`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('not_member');
  });

  it('keeps the last administrator in the group until another one exists', async () => {
    const group = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, group.id, me.id, { isAdmin: true });
    expect((await canOf(group.slug)).leave).toBe(false);
    const refused = await leave(group.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('last_admin');
    const other = await createMember(t.database.db);
    await addGroupMembership(t.database.db, group.id, other.id, { isAdmin: true });
    expect((await canOf(group.slug)).leave).toBe(true);
    expect(statusOf(await leave(group.id))).toBe('no_member');
    // Now the other one is the last.
    const otherCookie = await signIn(t.app, other.email);
    expect((await leave(group.id, otherCookie)).json().error.code).toBe('last_admin');
  });

  it('lets two administrators leaving at once not both succeed', async () => {
    const group = await createGroup(t.database.db);
    const other = await createMember(t.database.db);
    await addGroupMembership(t.database.db, group.id, me.id, { isAdmin: true });
    await addGroupMembership(t.database.db, group.id, other.id, { isAdmin: true });
    const otherCookie = await signIn(t.app, other.email);
    const results = await Promise.all([leave(group.id), leave(group.id, otherCookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('lets members leave archived groups but not the main group', async () => {
    const archived = await createGroup(t.database.db, { archived: true });
    const main = await createGroup(t.database.db, { activeMainGroup: true });
    await addGroupMembership(t.database.db, archived.id, me.id);
    await addGroupMembership(t.database.db, main.id, me.id);
    expect((await canOf(archived.slug)).leave).toBe(true);
    expect(statusOf(await leave(archived.id))).toBe('no_member');
    expect((await canOf(main.slug)).leave).toBe(false);
    expect((await leave(main.id)).json().error.code).toBe('not_leavable');
  });

  it('answers a leave without membership with no change', async () => {
    const group = await createGroup(t.database.db);
    expect(statusOf(await leave(group.id))).toBe('no_member');
  });
});

describe('can flags match enforcement', () => {
  const kinds: [string, GroupValues][] = [
    ['open', {}],
    ['open moderated', { moderatedJoin: true }],
    ['closed', { access: 'closed' }],
    ['closed moderated', { access: 'closed', moderatedJoin: true }],
    ['archived', { archived: true }],
    ['archived moderated', { archived: true, moderatedJoin: true }],
    ['externally visible', { externallyVisible: true }],
  ];
  for (const [name, values] of kinds) {
    it(`${name}: join succeeds exactly when can.join or can.join_moderated`, async () => {
      const group = await createGroup(t.database.db, values);
      const can = await canOf(group.slug);
      const response = await join(group.id);
      expect(response.statusCode === 200).toBe(can.join || can.join_moderated);
      if (response.statusCode === 200) {
        expect(statusOf(response)).toBe(can.join ? 'member' : 'in_moderation');
      }
    });
  }
});
