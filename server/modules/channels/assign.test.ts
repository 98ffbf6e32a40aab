import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAssignmentPath } from '../../../contract/channels.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  assignRole,
  createChannel,
  createGroup,
  createMember,
  createRole,
  type Restore,
  setNetworkConfig,
  subscribeToChannel,
} from '../../test/factories.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';
import { channelSubscriptions, channels } from './tables.js';

/**
 * Channel-subscription assignment (part 3 sections 3.6, 5, 7 and 8): administrators subscribe members,
 * groups, roles or everyone to channels; the job subscribes each member only to channels they may see.
 */
let t: TestApp;
let admin: GroupsClient;
let member: GroupsClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([groupsClient(t, { isNetworkAdmin: true }), groupsClient(t)]);
});
afterAll(async () => {
  await t?.close();
});

const assign = (who: GroupsClient, body: object) => who.post(channelAssignmentPath, body);

const subscriberIds = async (channelId: string) =>
  (
    await t.database.db
      .select({ id: channelSubscriptions.memberId })
      .from(channelSubscriptions)
      .where(eq(channelSubscriptions.channelId, channelId))
  )
    .map((row) => row.id)
    .sort();

const countOf = async (channelId: string) =>
  (await t.database.db.select().from(channels).where(eq(channels.id, channelId)))[0]?.subscribersCount;

describe('assigning channel subscriptions', () => {
  it('subscribes chosen members, a group’s members and a role’s holders, each once, and counts them', async () => {
    const news = await createChannel(t.database.db);
    const [ada, ben, cleo, dan] = await Promise.all([
      createMember(t.database.db),
      createMember(t.database.db),
      createMember(t.database.db),
      createMember(t.database.db),
    ]);
    const group = await createGroup(t.database.db);
    await addGroupMembership(t.database.db, group.id, ben.id);
    await addGroupMembership(t.database.db, group.id, ada.id);
    const role = await createRole(t.database.db);
    await assignRole(t.database.db, cleo.id, role.id);
    // Already subscribed: stays, and is not counted twice.
    await subscribeToChannel(t.database.db, news.id, [ada.id]);

    const response = await assign(admin, {
      members: [
        { type: 'member', id: ada.id },
        { type: 'group', id: group.id },
        { type: 'membership_role', id: role.id },
      ],
      channels: [news.slug],
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ channels: 1 });
    await t.ctx.jobs.drain();

    expect(await subscriberIds(news.id)).toEqual([ada.id, ben.id, cleo.id].sort());
    expect(await countOf(news.id)).toBe(3);
    expect(await subscriberIds(news.id)).not.toContain(dan.id);
  });

  it('subscribes every network member to each channel only where its audience lets them see it', async () => {
    const everyone = await createChannel(t.database.db);
    const group = await createGroup(t.database.db);
    const insider = await createMember(t.database.db);
    await addGroupMembership(t.database.db, group.id, insider.id);
    const forGroup = await createChannel(t.database.db, { audience: [{ type: 'group', id: group.id }] });
    const guest = await createMember(t.database.db, { isExternal: true });

    const response = await assign(admin, {
      channels: [everyone.slug, forGroup.slug],
      subscribe_all_network_members: true,
      // Ignored while everyone is chosen (the form disables the field).
      members: [{ type: 'member', id: 'x'.repeat(24) }],
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.ctx.jobs.drain();

    const all = await subscriberIds(everyone.id);
    expect(all).toEqual(expect.arrayContaining([admin.member.id, member.member.id, insider.id]));
    // An empty audience is every network member, guests excluded.
    expect(all).not.toContain(guest.id);
    expect(await countOf(everyone.id)).toBe(all.length);
    const inGroup = await subscriberIds(forGroup.id);
    expect(inGroup).toContain(insider.id);
    expect(inGroup).not.toContain(member.member.id);
  });

  it('applies the form’s rules with field errors and queues nothing', async () => {
    const news = await createChannel(t.database.db);
    const cases: [object, Record<string, string[]>][] = [
      [
        { members: [{ type: 'member', id: member.member.id }], channels: [] },
        { channels: ['errors.channels.assignment.channels_required'] },
      ],
      [{ channels: [news.slug] }, { members: ['errors.channels.assignment.members_required'] }],
      [
        { members: [{ type: 'member', id: member.member.id }], channels: [news.slug, 'no-such-channel'] },
        { channels: ['errors.channels.assignment.channel_unknown'] },
      ],
      [
        { members: [{ type: 'group', id: 'y'.repeat(24) }], channels: [news.slug] },
        { members: ['errors.channels.audience_unknown'] },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await assign(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.fields).toEqual(fields);
    }
    await t.ctx.jobs.drain();
    expect(await subscriberIds(news.id)).toEqual([]);
  });

  it('refuses hostile shapes with 400 and writes nothing', async () => {
    const news = await createChannel(t.database.db);
    for (const body of [
      { members: 'all', channels: [news.slug] },
      { members: [{ type: 'system_role', id: 'network_member' }], channels: [news.slug] },
      { channels: [`\u0000${news.slug}`], subscribe_all_network_members: 'yes' },
      { channels: Array.from({ length: 101 }, (_, i) => `c-${i}`), subscribe_all_network_members: true },
    ]) {
      const response = await assign(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    await t.ctx.jobs.drain();
    expect(await subscriberIds(news.id)).toEqual([]);
  });

  it('answers 404 to members who are not network administrators, and while channels are off', async () => {
    const news = await createChannel(t.database.db);
    const body = { channels: [news.slug], subscribe_all_network_members: true };
    expect((await assign(member, body)).statusCode).toBe(404);
    let restore: Restore | undefined;
    try {
      restore = await setNetworkConfig(t.ctx, { channels_enabled: false });
      expect((await assign(admin, body)).statusCode).toBe(404);
    } finally {
      await restore?.();
    }
    await t.ctx.jobs.drain();
    const rows = await t.database.db
      .select()
      .from(channelSubscriptions)
      .where(
        and(
          eq(channelSubscriptions.channelId, news.id),
          inArray(channelSubscriptions.memberId, [member.member.id]),
        ),
      );
    expect(rows).toEqual([]);
  });

  it('offers the area on the administration home only while the network has channels', async () => {
    const home = async () => (await admin.get('/api/v1/administration')).json().can.channel_subscriptions;
    expect(await home()).toBe(true);
    const restore = await setNetworkConfig(t.ctx, { channels_enabled: false });
    try {
      expect(await home()).toBe(false);
    } finally {
      await restore();
    }
  });
});
