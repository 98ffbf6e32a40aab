import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamPage, streamsList } from '../../../contract/activities.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { groupContentKeys } from '../groups/policy.js';
import { publishActivity } from './service.js';
import { post, requester } from './testing.js';

/** Activities of a hidden group never reach a non-member: lists, counts, feeds, notifications. */

let t: TestApp;
let r: ReturnType<typeof requester>;
type Member = Awaited<ReturnType<typeof createMember>> & { cookie: string };
let insider: Member;
let outsider: Member;
let guest: Member;
let hidden: Awaited<ReturnType<typeof createGroup>>;
let secretId: string;

const member = async (overrides: Parameters<typeof createMember>[1] = {}): Promise<Member> => {
  const record = await createMember(t.database.db, overrides);
  return { ...record, cookie: await signIn(t.app, record.email) };
};
const tokenOf = async (m: Member) =>
  (await r.ok('POST', '/api/v1/members/me/authentication_token', m.cookie)).token as string;

beforeAll(async () => {
  t = await createTestApp();
  r = requester(t);
  insider = await member();
  outsider = await member();
  guest = await member({ isExternal: true });
  hidden = await createGroup(t.database.db, { access: 'hidden', name: 'Board' });
  await addGroupMembership(t.database.db, hidden.id, insider.id, { activitystreamSubscribed: true });
  // The insider mentions the outsider (whom they may see) in the hidden group.
  const created = await r.ok(
    'POST',
    `/api/v1/activitystreams/${hidden.slug}/activities`,
    insider.cookie,
    post('Secret plans #merger', { mention_ids: [outsider.id] }),
  );
  secretId = created.id;
});
afterAll(async () => {
  await t?.close();
});

describe('a hidden group stream', () => {
  it('is listed, paged and counted for its members', async () => {
    const other = await member();
    await addGroupMembership(t.database.db, hidden.id, other.id, { activitystreamSubscribed: true });
    const page = streamPage.parse(await r.ok('GET', `/groups/${hidden.slug}/activities`, other.cookie));
    expect(page.activities.map((a) => a.id)).toEqual([secretId]);
    const unread = await r.ok('GET', '/unreads/activities', other.cookie);
    expect(unread.streams[hidden.slug]).toBe(1);
    expect((await r.ok('GET', '/unreads/features', other.cookie)).Activitystreams).toBeGreaterThanOrEqual(1);
    await r.ok('POST', `/api/v1/activitystreams/${hidden.slug}/read`, other.cookie);
    expect((await r.ok('GET', '/unreads/activities', other.cookie)).streams[hidden.slug]).toBeUndefined();
    // The read position never goes back.
    await r.ok('POST', `/api/v1/activitystreams/${hidden.slug}/read`, other.cookie);
    expect((await r.ok('GET', '/unreads/activities', other.cookie)).streams[hidden.slug]).toBeUndefined();
  });

  it('answers 404 to a non-member on every route', async () => {
    const c = outsider.cookie;
    const paths = [
      `/groups/${hidden.slug}/activities`,
      `/activitystreams/${hidden.slug}`,
      `/api/v1/activities/${secretId}`,
      `/api/v1/activities/${secretId}/replies`,
      `/api/v1/activities/${secretId}/likes`,
    ];
    for (const path of paths) expect((await r.send('GET', path, c)).status, path).toBe(404);
    expect((await r.send('POST', `/api/v1/activities/${secretId}/replies`, c, post('x'))).status).toBe(404);
    expect((await r.send('POST', `/api/v1/activities/${secretId}/likes`, c)).status).toBe(404);
    expect(
      (await r.send('POST', `/api/v1/activitystreams/${hidden.slug}/activities`, c, post('x'))).status,
    ).toBe(404);
    expect((await r.send('POST', `/activitystreams/${hidden.slug}/subscribe`, c)).status).toBe(404);
  });

  it('never reaches a non-member through lists, tags, counts or notifications', async () => {
    const c = outsider.cookie;
    const all = streamPage.parse(await r.ok('GET', '/activitystreams/all', c));
    expect(all.activities.some((a) => a.id === secretId)).toBe(false);
    const byTag = streamPage.parse(await r.ok('GET', '/activitystreams/all?tag=merger', c));
    expect(byTag.activities).toEqual([]);
    const mine = await r.ok('GET', `/members/${insider.id}/activities`, c);
    expect(mine.activities).toEqual([]);
    expect((await r.ok('GET', '/unreads/activities', c)).streams[hidden.slug]).toBeUndefined();
    expect((await r.notifications(c)).some((e) => e.url === `/activities/${secretId}`)).toBe(false);
    const list = streamsList.parse(await r.ok('GET', '/activitystreams.json', c));
    expect(list.streams.map((s) => s.slug)).toEqual(['all']);
  });

  it('feeds its atom only to members with a valid token', async () => {
    const insiderFeed = await t.app.inject({
      url: `/groups/${hidden.slug}/activities.atom?token=${await tokenOf(insider)}`,
    });
    expect(insiderFeed.statusCode).toBe(200);
    expect(insiderFeed.headers['content-type']).toContain('application/atom+xml');
    expect(insiderFeed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(insiderFeed.body).toContain(`/activities/${secretId}`);
    expect(insiderFeed.body).toContain('Secret plans');
    const outsiderFeed = await t.app.inject({
      url: `/groups/${hidden.slug}/activities.atom?token=${await tokenOf(outsider)}`,
    });
    expect(outsiderFeed.statusCode).toBe(404);
    const allFeed = await t.app.inject({
      url: `/activitystreams/all/activities.atom?token=${await tokenOf(outsider)}`,
    });
    expect(allFeed.statusCode).toBe(200);
    expect(allFeed.body).not.toContain('Secret plans');
    expect(
      (await t.app.inject({ url: `/groups/${hidden.slug}/activities.atom?token=wrong-token-123456` }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/activitystreams/all/activities.atom' })).statusCode).toBe(401);
  });
});

describe('external members', () => {
  it('see only the all stream among network streams and do not post there', async () => {
    const admin = await member({ isNetworkAdmin: true });
    await r.ok('POST', '/api/v1/activitystreams', admin.cookie, {
      name: 'Staff',
      slug: 'staff',
      posting_audience: [{ type: 'system_role', id: 'network_member' }],
    });
    await r.ok('POST', '/api/v1/activitystreams/staff/activities', insider.cookie, post('Staff only'));
    const list = streamsList.parse(await r.ok('GET', '/activitystreams.json', guest.cookie));
    expect(list.streams.map((s) => s.slug)).toEqual(['all']);
    expect((await r.send('GET', '/activitystreams/staff', guest.cookie)).status).toBe(404);
    expect(
      (await r.send('POST', '/api/v1/activitystreams/all/activities', guest.cookie, post('x'))).status,
    ).toBe(403);
    const page = streamPage.parse(await r.ok('GET', '/activitystreams/all', guest.cookie));
    expect(page.activities.some((a) => a.html_content.includes('Staff only'))).toBe(false);
  });
});

describe('module activities', () => {
  it('show only to those who may see the object', async () => {
    const open = await createGroup(t.database.db);
    const reader = await member();
    await addGroupMembership(t.database.db, open.id, reader.id);
    const id = await t.database.db.transaction((tx) =>
      publishActivity(t.ctx, tx, {
        actorId: insider.id,
        stream: { groupId: open.id },
        object: { type: 'file', id: 'f1', name: 'Budget.xlsx', url: '/files/f1' },
        // The file lies in a folder only the insider may read.
        visibility: [`member:${insider.id}`],
      }),
    );
    const seen = streamPage.parse(await r.ok('GET', `/groups/${open.slug}/activities`, reader.cookie));
    expect(seen.activities.some((a) => a.id === id)).toBe(false);
    const own = streamPage.parse(await r.ok('GET', `/groups/${open.slug}/activities`, insider.cookie));
    expect(own.activities.find((a) => a.id === id)?.object).toEqual({
      type: 'file',
      id: 'f1',
      name: 'Budget.xlsx',
      url: '/files/f1',
    });
    const visible = await t.database.db.transaction((tx) =>
      publishActivity(t.ctx, tx, {
        actorId: insider.id,
        stream: { groupId: open.id },
        object: { type: 'file', id: 'f2', name: 'Plan.pdf', url: '/files/f2' },
        visibility: groupContentKeys(open),
      }),
    );
    const again = streamPage.parse(await r.ok('GET', `/groups/${open.slug}/activities`, reader.cookie));
    expect(again.activities.some((a) => a.id === visible)).toBe(true);
  });
});
