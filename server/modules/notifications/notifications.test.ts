import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsPage, unreadNotifications } from '../../../contract/notifications.js';
import { defineModule } from '../../platform/modules/module.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { groupContentKeys } from '../groups/policy.js';
import { groupMemberships } from '../groups/tables.js';
import { MODULES } from '../index.js';
import { markSubjectRead, type NotificationEvent, notificationKinds, notify } from './service.js';

const standIn = defineModule({
  name: 'stand-in',
  setup(ctx) {
    ctx.extensions.add(notificationKinds, 'test.reply', { category: 'activities' });
  },
});

let t: TestApp;
let recipient: Awaited<ReturnType<typeof createMember>>;
let cookie: string;
let postCount = 0;

beforeAll(async () => {
  t = await createTestApp({ modules: [...MODULES, standIn] });
  recipient = await createMember(t.database.db);
  cookie = await signIn(t.app, recipient.email);
});
afterAll(async () => {
  await t?.close();
});

const newPost = () => ({ type: 'post', id: `post-${++postCount}` });
const reply = (
  subject: { type: string; id: string },
  actorId: string | null,
  extra: Partial<NotificationEvent> = {},
) =>
  t.database.db.transaction((tx) =>
    notify(t.ctx, tx, {
      kind: 'test.reply',
      recipientIds: [recipient.id],
      actorId,
      subject,
      url: `/posts/${subject.id}`,
      visibility: ['all'],
      data: { title: subject.id },
      ...extra,
    }),
  );
const list = async (query = '') => {
  const response = await t.app.inject({ url: `/api/v1/notifications${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return notificationsPage.parse(response.json());
};
const entryOf = async (subjectId: string) =>
  (await list('?per=50')).entries.find((e) => e.data.title === subjectId);

describe('notify', () => {
  it('consolidates events of one thread into one entry with the newest actor first', async () => {
    const db = t.database.db;
    const [anna, ben] = [
      await createMember(db, { firstName: 'Anna' }),
      await createMember(db, { firstName: 'Ben' }),
    ];
    const post = newPost();
    await reply(post, anna.id);
    await reply(post, ben.id);
    await reply(post, anna.id);
    const entries = (await list('?per=50')).entries.filter((e) => e.data.title === post.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'test.reply',
      actor_count: 2,
      count: 3,
      read: false,
      url: `/posts/${post.id}`,
    });
    expect(entries[0]?.actors.map((a) => a.id)).toEqual([anna.id, ben.id]);
  });

  it('never notifies the actor of their own deed', async () => {
    const post = newPost();
    expect(await reply(post, recipient.id)).toEqual([]);
    expect(await entryOf(post.id)).toBeUndefined();
  });

  it('makes a read entry unread again on a new event, counting from there', async () => {
    const db = t.database.db;
    const [anna, ben] = [await createMember(db), await createMember(db)];
    const post = newPost();
    await reply(post, anna.id);
    await reply(post, ben.id);
    await markSubjectRead(db, recipient.id, post);
    expect(await entryOf(post.id)).toMatchObject({ read: true, actor_count: 2 });
    await reply(post, ben.id);
    expect(await entryOf(post.id)).toMatchObject({ read: false, actor_count: 1, count: 1 });
  });

  it('refuses a kind no module registered', async () => {
    await expect(reply(newPost(), null, { kind: 'test.unknown' })).rejects.toThrow(/not registered/);
  });
});

describe('what a member sees', () => {
  it('hides and stops counting entries about things the member can no longer see', async () => {
    const db = t.database.db;
    const group = await createGroup(db, { access: 'closed' });
    await addGroupMembership(db, group.id, recipient.id);
    const author = await createMember(db);
    const post = newPost();
    await reply(post, author.id, { visibility: groupContentKeys(group) });
    const before = await list('?per=50');
    expect(before.entries.some((e) => e.data.title === post.id)).toBe(true);
    await db.delete(groupMemberships).where(eq(groupMemberships.groupId, group.id));
    const after = await list('?per=50');
    expect(after.entries.some((e) => e.data.title === post.id)).toBe(false);
    expect(after.unread_count).toBe(before.unread_count - 1);
    expect(after.total).toBe(before.total - 1);
  });

  it('counts actors the member may not see without naming them', async () => {
    const db = t.database.db;
    const guest = await createMember(db, { isExternal: true });
    const guestCookie = await signIn(t.app, guest.email);
    const stranger = await createMember(db);
    const post = newPost();
    await db.transaction((tx) =>
      notify(t.ctx, tx, {
        kind: 'test.reply',
        recipientIds: [guest.id],
        actorId: stranger.id,
        subject: post,
        url: '/x',
        visibility: ['all'],
      }),
    );
    const page = notificationsPage.parse(
      (await t.app.inject({ url: '/api/v1/notifications', headers: { cookie: guestCookie } })).json(),
    );
    expect(page.entries[0]).toMatchObject({ actor_count: 1, actors: [] });
  });

  it('marks one or all entries read, and answers 404 for an entry of someone else', async () => {
    const db = t.database.db;
    const actor = await createMember(db);
    await reply(newPost(), actor.id);
    await reply(newPost(), actor.id);
    const unread = await list('?filter=unread&per=1');
    expect(unread.entries).toHaveLength(1);
    expect(unread.total).toBe(unread.unread_count);
    const [first] = unread.entries;
    if (!first) throw new Error('no entry');
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${first.id}/read`,
      headers: { cookie, ...originHeaders },
    });
    expect(unreadNotifications.parse(read.json()).unread_count).toBe(unread.unread_count - 1);
    const other = await createMember(db);
    const otherCookie = await signIn(t.app, other.email);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${first.id}/read`,
      headers: { cookie: otherCookie, ...originHeaders },
    });
    expect(foreign.statusCode).toBe(404);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read_all',
      headers: { cookie, ...originHeaders },
    });
    expect(all.json()).toEqual({ unread_count: 0 });
    const count = await t.app.inject({ url: '/api/v1/notifications/unread_count', headers: { cookie } });
    expect(count.json()).toEqual({ unread_count: 0 });
  });
});
