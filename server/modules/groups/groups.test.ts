import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteResponse,
  groupMemberList,
  groupNavigation,
  group as groupSchema,
  myGroups,
  subscribeResponse,
} from '../../../contract/groups.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createGroup,
  createMember,
  makeCategoryAdmin,
} from '../../test/factories.js';
import { groups } from './tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
type GroupRow = Awaited<ReturnType<typeof createGroup>>;

let t: TestApp;
const cookies = new Map<string, string>();
let member: Member;
let admin: Member;
let guest: Member;
let categoryAdmin: Member;
let groupAdmin: Member;
let open: GroupRow;
let closed: GroupRow;
let hidden: GroupRow;
let external: GroupRow;
let archived: GroupRow;

const as = (who: Member) => cookies.get(who.id) ?? '';
const get = (url: string, who: Member) => t.app.inject({ url, headers: { cookie: as(who) } });
const send = (method: 'POST' | 'DELETE', url: string, who: Member) =>
  t.app.inject({ method, url, headers: authHeaders(as(who)) });
const groupAs = async (slug: string, who: Member) =>
  groupSchema.parse((await get(`/api/v1/groups/${slug}`, who)).json());

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [member, admin, guest, categoryAdmin, groupAdmin] = await Promise.all([
    createMember(db, { firstName: 'Mia', lastName: 'Member' }),
    createMember(db, { firstName: 'Ada', lastName: 'Admin', isNetworkAdmin: true }),
    createMember(db, { firstName: 'Gus', lastName: 'Guest', isExternal: true }),
    createMember(db, { firstName: 'Cat', lastName: 'Keeper' }),
    createMember(db, { firstName: 'Gil', lastName: 'Groupadmin' }),
  ]);
  for (const who of [member, admin, guest, categoryAdmin, groupAdmin])
    cookies.set(who.id, await signIn(t.app, who.email));
  const category = await createCategory(db, { name: 'Team', pluralName: 'Teams' });
  await makeCategoryAdmin(db, category.id, categoryAdmin.id);
  const inCategory = { categoryId: category.id };
  open = await createGroup(db, { ...inCategory, slug: 'open', name: 'Open' });
  closed = await createGroup(db, { ...inCategory, slug: 'closed', name: 'Closed', access: 'closed' });
  hidden = await createGroup(db, { ...inCategory, slug: 'hidden', name: 'Hidden', access: 'hidden' });
  external = await createGroup(db, { slug: 'external', name: 'External', externallyVisible: true });
  archived = await createGroup(db, { slug: 'archived', name: 'Archived', archived: true });
  for (const g of [open, closed, hidden, archived])
    await addGroupMembership(db, g.id, groupAdmin.id, { isAdmin: true });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/groups/{slug}', () => {
  it('shows an open group to a non-member with its content and a join action', async () => {
    const body = await groupAs('open', member);
    expect(body).toMatchObject({
      slug: 'open',
      access: 'open',
      member_count: 1,
      membership_status_of_current_member: 'no_member',
    });
    expect(body.category).toMatchObject({ name: 'Team', plural_name: 'Teams' });
    expect(body.can).toMatchObject({
      join: true,
      join_moderated: false,
      leave: false,
      see_content: true,
      administrate: false,
    });
  });

  it('answers by id as well as by slug', async () => {
    expect((await groupAs(open.id, member)).slug).toBe('open');
  });

  it('shows only the public profile of a closed group', async () => {
    expect((await groupAs('closed', member)).can).toMatchObject({
      join: false,
      join_moderated: false,
      see_content: false,
    });
  });

  it('hides hidden groups from non-members but not from administrators', async () => {
    expect((await get('/api/v1/groups/hidden', member)).statusCode).toBe(404);
    expect((await get(`/api/v1/groups/${hidden.id}`, member)).statusCode).toBe(404);
    expect((await groupAs('hidden', admin)).can.administrate).toBe(true);
    expect((await groupAs('hidden', categoryAdmin)).can).toMatchObject({
      administrate: true,
      create_hidden: true,
      destroy: true,
    });
    expect((await groupAs('hidden', groupAdmin)).can).toMatchObject({
      administrate: true,
      create_hidden: false,
      destroy: false,
    });
  });

  it('shows guests only externally visible groups and their own', async () => {
    expect((await get('/api/v1/groups/open', guest)).statusCode).toBe(404);
    expect((await groupAs(external.id, guest)).can.join).toBe(true);
  });

  it('keeps archived groups read-only', async () => {
    const body = await groupAs('archived', groupAdmin);
    expect(body.archived).toBe(true);
    expect(body.can).toMatchObject({ administrate: true, update: false, archive: true });
    expect((await groupAs('archived', member)).can.join).toBe(false);
  });

  it('answers 404 for unknown and odd references', async () => {
    for (const ref of ['nope', '0123456789abcdef01234567', "x'%20or%20'1'='1"]) {
      expect((await get(`/api/v1/groups/${ref}`, member)).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/groups/${'a'.repeat(300)}`, member)).statusCode).toBe(400);
  });
});

describe('GET /groups/{slug}/navigation', () => {
  it('gives the standard tabs to visitors of open groups', async () => {
    const { items } = groupNavigation.parse((await get('/groups/open/navigation', member)).json());
    expect(items.map((i) => i.key)).toEqual([
      'activities',
      'members',
      'calendar',
      'tasks',
      'files',
      'profile',
    ]);
    expect(items[0]).toMatchObject({
      label: null,
      url: '/groups/open/activities',
      badge: 0,
      new_window: false,
    });
  });

  it('is 404 for closed groups the member does not belong to', async () => {
    expect((await get('/groups/closed/navigation', member)).statusCode).toBe(404);
    expect((await get('/groups/closed/navigation', groupAdmin)).statusCode).toBe(200);
  });

  it('uses the stored navigation, drops unsafe links and shows join requests to admins', async () => {
    await t.database.db
      .update(groups)
      .set({
        navigation: [
          { key: 'members', url: '/groups/open/members' },
          {
            key: 'wiki',
            label: 'Wiki',
            url: 'https://wiki.example.com',
            new_window: true,
            children: [{ key: 'faq', label: 'FAQ', url: '/groups/open/pages/faq' }],
          },
          { key: 'evil', label: 'Evil', url: 'javascript:alert(1)' },
          { key: 'evil2', label: 'Evil', url: '//evil.example.com' },
        ],
      })
      .where(eq(groups.id, open.id));
    const requester = await createMember(t.database.db);
    await addGroupMembership(t.database.db, open.id, requester.id, { status: 'in_moderation' });
    const asAdmin = groupNavigation.parse((await get('/groups/open/navigation', groupAdmin)).json()).items;
    expect(asAdmin.map((i) => i.key)).toEqual(['members', 'wiki']);
    expect(asAdmin[0]?.badge).toBe(1);
    expect(asAdmin[1]).toMatchObject({ label: 'Wiki', url: 'https://wiki.example.com/', new_window: true });
    expect(asAdmin[1]?.children.map((c) => c.key)).toEqual(['faq']);
    const asMember = groupNavigation.parse((await get('/groups/open/navigation', member)).json()).items;
    expect(asMember[0]?.badge).toBe(0);
  });
});

describe('GET /groups/{slug}/members', () => {
  it('lists members with their admin flag for those who see the content', async () => {
    const body = groupMemberList.parse((await get('/groups/open/members', member)).json());
    expect(body.entries.map((e) => [e.name, e.is_group_admin])).toEqual([['Gil Groupadmin', true]]);
    expect(body.total).toBe(1);
    expect(groupMemberList.parse((await get('/groups/open/members?q=nobody*', member)).json()).total).toBe(0);
  });

  it('is 404 for closed and hidden groups of others', async () => {
    expect((await get('/groups/closed/members', member)).statusCode).toBe(404);
    expect((await get('/groups/hidden/members', member)).statusCode).toBe(404);
  });
});

describe('favourites and subscriptions', () => {
  beforeAll(async () => {
    await addGroupMembership(t.database.db, closed.id, member.id);
  });

  it('toggles the favourite of a member and shows it in the group and the user bar list', async () => {
    const on = await send('POST', '/api/v1/groups/closed/favorite', member);
    expect(favoriteResponse.parse(on.json())).toEqual({ favorited: true });
    expect((await groupAs('closed', member)).favorited).toBe(true);
    const mine = myGroups.parse((await get('/api/v1/groups', member)).json());
    expect(mine.groups.find((g) => g.slug === 'closed')?.favorited).toBe(true);
    const off = await send('DELETE', '/api/v1/groups/closed/favorite', member);
    expect(favoriteResponse.parse(off.json())).toEqual({ favorited: false });
  });

  it('toggles notification and activity stream subscriptions separately', async () => {
    const on = await send('POST', '/groups/closed/subscribe', member);
    expect(subscribeResponse.parse(on.json())).toEqual({ subscription_status: 'subscribed' });
    let body = await groupAs('closed', member);
    expect(body).toMatchObject({
      subscription_status: 'subscribed',
      i_haz_subscription: true,
      activitystream_subscription_status: 'unsubscribed',
    });
    await send('POST', '/activitystreams/closed/subscribe', member);
    await send('DELETE', `/api/v1/groups/${closed.id}/subscribe`, member);
    body = await groupAs('closed', member);
    expect(body).toMatchObject({
      subscription_status: 'unsubscribed',
      activitystream_subscription_status: 'subscribed',
    });
  });

  it('refuses non-members with 422 and hidden groups with 404', async () => {
    const refused = await send('POST', '/api/v1/groups/open/favorite', member);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('not_member');
    expect((await send('POST', '/groups/open/subscribe', member)).statusCode).toBe(422);
    expect((await send('POST', '/api/v1/groups/hidden/favorite', member)).statusCode).toBe(404);
  });

  it('needs the CSRF origin like every unsafe request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups/closed/favorite',
      headers: { cookie: as(member) },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/groups', () => {
  it('lists my groups except rejected requests, with the categories to file them under', async () => {
    const db = t.database.db;
    const someone = await createMember(db);
    const cookie = await signIn(t.app, someone.email);
    await addGroupMembership(db, open.id, someone.id);
    await addGroupMembership(db, closed.id, someone.id, { status: 'in_moderation' });
    await addGroupMembership(db, hidden.id, someone.id, {
      status: 'invited',
      invitedById: groupAdmin.id,
      invitedAt: new Date(),
    });
    await addGroupMembership(db, archived.id, someone.id, { status: 'rejected' });
    const body = myGroups.parse((await t.app.inject({ url: '/api/v1/groups', headers: { cookie } })).json());
    expect(body.groups.map((g) => [g.slug, g.membership_status_of_current_member])).toEqual([
      ['closed', 'in_moderation'],
      ['hidden', 'invited'],
      ['open', 'member'],
    ]);
    const team = body.categories.find((c) => c.name === 'Team');
    expect(team?.can).toEqual({ create: true, administrate: false });
    const invited = groupSchema.parse(
      (await t.app.inject({ url: '/api/v1/groups/hidden', headers: { cookie } })).json(),
    );
    expect(invited.invite).toMatchObject({ author: { id: groupAdmin.id, name: 'Gil Groupadmin' } });
    expect(invited.can).toMatchObject({ join: true, see_content: false });
  });

  it('shows guests that they cannot create groups', async () => {
    const body = myGroups.parse((await get('/api/v1/groups', guest)).json());
    expect(body.categories.every((c) => c.can.create === false)).toBe(true);
  });
});
