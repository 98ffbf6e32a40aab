import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, likers, replyItem, streamPage, streamsList } from '../../../contract/activities.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createActivity, createGroup, createMember } from '../../test/factories.js';
import { activities, activityReplies } from './tables.js';
import { post, requester } from './testing.js';

let t: TestApp;
let r: ReturnType<typeof requester>;
type Member = Awaited<ReturnType<typeof createMember>> & { cookie: string };
let anna: Member;
let ben: Member;
let carla: Member;
let admin: Member;

const member = async (overrides: Parameters<typeof createMember>[1] = {}): Promise<Member> => {
  const record = await createMember(t.database.db, overrides);
  return { ...record, cookie: await signIn(t.app, record.email) };
};

beforeAll(async () => {
  t = await createTestApp();
  r = requester(t);
  anna = await member({ firstName: 'Anna' });
  ben = await member({ firstName: 'Ben' });
  carla = await member({ firstName: 'Carla' });
  admin = await member({ firstName: 'Ada', isNetworkAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

describe('streams', () => {
  it('lists the all stream and the streams of my groups', async () => {
    const group = await createGroup(t.database.db, { name: 'Gardening' });
    await addGroupMembership(t.database.db, group.id, anna.id, { activitystreamSubscribed: true });
    const list = streamsList.parse(await r.ok('GET', '/activitystreams.json', anna.cookie));
    expect(list.streams.map((s) => s.slug)).toEqual(['all', group.slug]);
    expect(list.streams[0]).toMatchObject({ kind: 'network', can: { post: true } });
    expect(list.streams[1]).toMatchObject({
      kind: 'group',
      name: 'Gardening',
      subscription_status: 'subscribed',
    });
    expect(list.can.create_stream).toBe(false);
  });

  it('lets administrators add a stream with a posting audience', async () => {
    const body = {
      name: 'News',
      slug: 'news',
      posting_audience: [{ type: 'system_role', id: 'network_admin' }],
    };
    expect((await r.send('POST', '/api/v1/activitystreams', anna.cookie, body)).status).toBe(403);
    const created = await r.send('POST', '/api/v1/activitystreams', admin.cookie, body);
    expect(created.status).toBe(201);
    expect((await r.send('POST', '/api/v1/activitystreams', admin.cookie, body)).body).toMatchObject({
      error: { fields: { slug: ['errors.activities.slug_taken'] } },
    });
    // Members read News but only administrators post there.
    const page = streamPage.parse(await r.ok('GET', '/activitystreams/news', anna.cookie));
    expect(page.stream.can.post).toBe(false);
    expect(
      (await r.send('POST', '/api/v1/activitystreams/news/activities', anna.cookie, post('Hi'))).status,
    ).toBe(403);
    await r.ok('POST', '/api/v1/activitystreams/news/activities', admin.cookie, post('Welcome'));
    const bad = await r.send('POST', '/api/v1/activitystreams', admin.cookie, {
      ...body,
      slug: 'Not A Slug',
    });
    expect(bad.status).toBe(400);
  });

  it('keeps unsubscribed network streams out of the unread count', async () => {
    await r.ok('DELETE', '/activitystreams/all/subscribe', carla.cookie);
    await createActivity(t.database.db, anna.id);
    const unread = await r.ok('GET', '/unreads/activities', carla.cookie);
    expect(unread.streams.all).toBeUndefined();
    expect(await r.ok('POST', '/activitystreams/all/subscribe', carla.cookie)).toEqual({
      subscription_status: 'subscribed',
    });
    expect((await r.ok('GET', '/unreads/activities', carla.cookie)).streams.all).toBeGreaterThan(0);
  });
});

describe('posts', () => {
  it('posts with a mention and a tag; the mentioned member is notified and the tag filters', async () => {
    const created = activity.parse(
      await r.ok(
        'POST',
        '/api/v1/activitystreams/all/activities',
        anna.cookie,
        post('Hello @Ben, see #Roadmap <script>alert(1)</script>', { mention_ids: [ben.id] }),
      ),
    );
    expect(created.html_content).not.toContain('script');
    expect(created.mentions.map((m) => m.id)).toEqual([ben.id]);
    expect(created.tags.map((tag) => tag.name)).toEqual(['Roadmap']);
    expect(created.can).toMatchObject({ update: true, destroy: true });
    const entries = await r.notifications(ben.cookie);
    expect(entries.find((e) => e.url === `/activities/${created.id}`)).toMatchObject({
      kind: 'activities.mention',
    });

    const filtered = streamPage.parse(await r.ok('GET', '/activitystreams/all?tag=roadmap', carla.cookie));
    expect(filtered.activities.map((a) => a.id)).toEqual([created.id]);
    expect(filtered.tag?.name).toBe('Roadmap');
    const none = streamPage.parse(await r.ok('GET', '/activitystreams/all?tag=unknown-tag', carla.cookie));
    expect(none.activities).toEqual([]);
  });

  it('refuses empty posts and mentions of members the author may not see, writing nothing', async () => {
    const before = await t.database.db.select().from(activities);
    const empty = await r.send('POST', '/api/v1/activitystreams/all/activities', anna.cookie, post(' '));
    expect(empty.body).toMatchObject({
      error: { fields: { html_content: ['errors.activities.content_empty'] } },
    });
    const guest = await member({ isExternal: true });
    const unseen = await r.send(
      'POST',
      '/api/v1/activitystreams/all/activities',
      anna.cookie,
      post('Hi', { mention_ids: ['0123456789abcdef01234567'] }),
    );
    expect(unseen.status).toBe(422);
    expect(unseen.body).toMatchObject({
      error: { fields: { mention_ids: ['errors.activities.mention_not_visible'] } },
    });
    // A guest sees nobody outside their groups: mentioning Anna is refused.
    const group = await createGroup(t.database.db, { externallyVisible: true });
    await addGroupMembership(t.database.db, group.id, guest.id);
    const fromGuest = await r.send(
      'POST',
      `/api/v1/activitystreams/${group.slug}/activities`,
      guest.cookie,
      post('Hi', { mention_ids: [anna.id] }),
    );
    expect(fromGuest.status).toBe(422);
    expect(await t.database.db.select().from(activities)).toHaveLength(before.length);
  });

  it('lets the author edit and delete, and others neither', async () => {
    const row = await createActivity(t.database.db, anna.id);
    const edit = { html_content: '<p>Edited</p>' };
    expect((await r.send('PUT', `/api/v1/activities/${row.id}`, ben.cookie, edit)).status).toBe(403);
    const edited = activity.parse(await r.ok('PUT', `/api/v1/activities/${row.id}`, anna.cookie, edit));
    expect(edited).toMatchObject({ html_content: '<p>Edited</p>', edited: true });
    expect((await r.send('DELETE', `/api/v1/activities/${row.id}`, ben.cookie)).status).toBe(403);
    expect((await r.send('DELETE', `/api/v1/activities/${row.id}`, admin.cookie)).status).toBe(204);
    expect((await r.send('GET', `/api/v1/activities/${row.id}`, anna.cookie)).status).toBe(404);
  });

  it('lets group administrators delete posts in their group', async () => {
    const group = await createGroup(t.database.db);
    const boss = await member();
    await addGroupMembership(t.database.db, group.id, boss.id, { isAdmin: true });
    await addGroupMembership(t.database.db, group.id, ben.id);
    const row = await createActivity(t.database.db, ben.id, { groupId: group.id });
    expect((await r.send('DELETE', `/api/v1/activities/${row.id}`, carla.cookie)).status).toBe(403);
    expect((await r.send('DELETE', `/api/v1/activities/${row.id}`, boss.cookie)).status).toBe(204);
  });

  it('pages newest first with a cursor and refuses a malformed one', async () => {
    const author = await member();
    const rows = [];
    for (let i = 0; i < 3; i++) {
      rows.push(
        await createActivity(t.database.db, author.id, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }),
      );
    }
    const first = await r.ok('GET', `/members/${author.id}/activities?per=2`, anna.cookie);
    expect(first.activities.map((a: { id: string }) => a.id)).toEqual([rows[2]?.id, rows[1]?.id]);
    const second = await r.ok(
      'GET',
      `/members/${author.id}/activities?per=2&before=${encodeURIComponent(first.next_cursor)}`,
      anna.cookie,
    );
    expect(second.activities.map((a: { id: string }) => a.id)).toEqual([rows[0]?.id]);
    expect(second.next_cursor).toBeNull();
    const bad = await r.send('GET', '/activitystreams/all?before=yesterday', anna.cookie);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: { fields: { before: ['errors.activities.invalid_cursor'] } } });
  });
});

describe('replies', () => {
  it('notifies the author once for many replies and keeps removed replies in place', async () => {
    const row = await createActivity(t.database.db, anna.id);
    const first = replyItem.parse(
      await r.ok('POST', `/api/v1/activities/${row.id}/replies`, ben.cookie, post('First!')),
    );
    await r.ok('POST', `/api/v1/activities/${row.id}/replies`, carla.cookie, post('Second'));
    const entries = (await r.notifications(anna.cookie)).filter((e) => e.url === `/activities/${row.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'activities.reply', actor_count: 2, count: 2 });
    // Ben replied before: he hears of Carla's reply.
    expect((await r.notifications(ben.cookie)).some((e) => e.url === `/activities/${row.id}`)).toBe(true);

    const url = `/api/v1/activities/${row.id}/replies/${first.id}`;
    expect((await r.send('PUT', url, carla.cookie, post('Hijack'))).status).toBe(403);
    expect(replyItem.parse(await r.ok('PUT', url, ben.cookie, post('First, edited'))).edited).toBe(true);
    const removed = replyItem.parse(await r.ok('DELETE', url, ben.cookie));
    expect(removed).toMatchObject({ state: 'removed', html_content: '', author: null });
    expect((await r.send('DELETE', url, ben.cookie)).status).toBe(404);
    const listed = await r.ok('GET', `/api/v1/activities/${row.id}/replies`, anna.cookie);
    expect(listed.replies.map((x: { state: string }) => x.state)).toEqual(['removed', 'published']);
    const shown = activity.parse(await r.ok('GET', `/api/v1/activities/${row.id}`, anna.cookie));
    expect(shown.reply_count).toBe(1);
    expect(
      await t.database.db.select().from(activityReplies).where(eq(activityReplies.activityId, row.id)),
    ).toHaveLength(2);
  });

  it('answers 404 for replies to unknown activities and for unknown reply types', async () => {
    const unknown = '0123456789abcdef01234567';
    expect(
      (await r.send('POST', `/api/v1/activities/${unknown}/replies`, ben.cookie, post('x'))).status,
    ).toBe(404);
    const row = await createActivity(t.database.db, anna.id);
    expect((await r.send('POST', `/api/v1/activities/${row.id}/answers`, ben.cookie, post('x'))).status).toBe(
      404,
    );
  });
});

describe('likes', () => {
  it('counts likes, refuses a second like and lists who liked', async () => {
    const row = await createActivity(t.database.db, anna.id);
    const url = `/api/v1/activities/${row.id}/likes`;
    expect(await r.ok('POST', url, ben.cookie)).toEqual({ like_count: 1, liked: true });
    const twice = await r.send('POST', url, ben.cookie);
    expect(twice.status).toBe(409);
    await r.ok('POST', url, carla.cookie);
    const who = likers.parse(await r.ok('GET', url, anna.cookie));
    expect(who.total).toBe(2);
    expect(who.members.map((m) => m.id).sort()).toEqual([ben.id, carla.id].sort());
    const entry = (await r.notifications(anna.cookie)).find(
      (e) => e.kind === 'activities.like' && e.url === `/activities/${row.id}`,
    );
    expect(entry?.actor_count).toBe(2);
    const likes = await r.ok('GET', `/members/${ben.id}/likes`, anna.cookie);
    expect(likes.activities[0]).toMatchObject({ id: row.id, like_count: 2 });
    expect(await r.ok('DELETE', url, ben.cookie)).toEqual({ like_count: 1, liked: false });
    expect((await r.send('DELETE', url, ben.cookie)).status).toBe(404);
  });

  it('likes replies', async () => {
    const row = await createActivity(t.database.db, anna.id);
    const reply = await r.ok('POST', `/api/v1/activities/${row.id}/replies`, ben.cookie, post('Reply'));
    const url = `/api/v1/activities/${row.id}/replies/${reply.id}/likes`;
    expect(await r.ok('POST', url, anna.cookie)).toEqual({ like_count: 1, liked: true });
    expect((await r.send('POST', url, anna.cookie)).status).toBe(409);
    expect(likers.parse(await r.ok('GET', url, carla.cookie)).total).toBe(1);
    const shown = activity.parse(await r.ok('GET', `/api/v1/activities/${row.id}`, anna.cookie));
    expect(shown.replies[0]).toMatchObject({ like_count: 1, liked: true });
  });
});
