import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directoryGroupPageResponse,
  directoryMemberPageResponse,
  directoryOverviewResponse,
} from '../../../contract/directory.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createGroup,
  createMember,
  type MemberRecord,
} from '../../test/factories.js';
import { searchMemberships } from './service.js';

let t: TestApp;
let me: MemberRecord;
let cookie: string;
let guestCookie: string;

const get = async (url: string, as = cookie) => {
  const response = await t.app.inject({ url, headers: { cookie: as } });
  return { status: response.statusCode, body: response.json() };
};
const members = async (query: string, as = cookie) => {
  const { status, body } = await get(`/directory/members.json?${query}`, as);
  expect(status, JSON.stringify(body)).toBe(200);
  return directoryMemberPageResponse.parse(body);
};
const groupsOf = async (category: string, query = '', as = cookie) => {
  const { status, body } = await get(`/directory/${category}.json?${query}`, as);
  expect(status, JSON.stringify(body)).toBe(200);
  return directoryGroupPageResponse.parse(body);
};
const names = (page: { entries: { name: string }[] }) => page.entries.map((entry) => entry.name);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  me = await createMember(db, {
    firstName: 'Mara',
    lastName: 'Mertens',
    profile: { department: 'Sales', location: 'Berlin' },
  });
  cookie = await signIn(t.app, me.email);
  const anna = await createMember(db, {
    firstName: 'Anna',
    lastName: 'Adams',
    profile: { department: 'Sales', location: 'Hamburg' },
  });
  await createMember(db, {
    firstName: 'Zoe',
    lastName: 'Özdemir',
    profile: { department: 'Engineering', location: 'Berlin' },
  });
  const carl = await createMember(db, {
    firstName: 'Carl',
    lastName: 'Closed',
    profile: { department: 'Engineering' },
  });
  const locked = await createMember(db, {
    firstName: 'Larry',
    lastName: 'Locked',
    lockedAt: new Date(),
    profile: { department: 'Sales', location: 'Nowhere' },
  });
  const guest = await createMember(db, {
    firstName: 'Gina',
    lastName: 'Guest',
    isExternal: true,
    profile: { department: 'Partner' },
  });
  guestCookie = await signIn(t.app, guest.email);

  const departments = await createCategory(db, {
    slug: 'departments',
    name: 'Department',
    pluralName: 'Departments',
    order: 1,
  });
  const projects = await createCategory(db, {
    slug: 'projects',
    name: 'Project',
    pluralName: 'Projects',
    order: 2,
  });
  const secret = await createCategory(db, {
    slug: 'secret',
    name: 'Secret',
    pluralName: 'Secrets',
    order: 3,
    hidden: true,
  });
  await createGroup(db, { categoryId: secret.id, name: 'Vault' });

  const sales = await createGroup(db, {
    categoryId: departments.id,
    slug: 'sales',
    name: 'Sales',
    externallyVisible: true,
  });
  await addGroupMembership(db, sales.id, anna.id);
  await addGroupMembership(db, sales.id, guest.id);
  const engineering = await createGroup(db, {
    categoryId: departments.id,
    slug: 'engineering',
    name: 'Engineering',
    access: 'closed',
  });
  await addGroupMembership(db, engineering.id, carl.id);

  const apollo = await createGroup(db, { categoryId: projects.id, slug: 'apollo', name: 'Apollo' });
  for (const member of [me, anna, carl, locked]) await addGroupMembership(db, apollo.id, member.id);
  await createGroup(db, { categoryId: projects.id, slug: 'borealis', name: 'Borealis', moderatedJoin: true });
  await createGroup(db, { categoryId: projects.id, slug: 'cassini', name: 'Cassini', access: 'closed' });
  const delta = await createGroup(db, {
    categoryId: projects.id,
    slug: 'delta',
    name: 'Delta',
    access: 'hidden',
  });
  await addGroupMembership(db, delta.id, anna.id);
  await addGroupMembership(db, delta.id, carl.id);
  const echo = await createGroup(db, {
    categoryId: projects.id,
    slug: 'echo',
    name: 'Echo',
    access: 'hidden',
  });
  await addGroupMembership(db, echo.id, me.id);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/directory', () => {
  it('lists the members tab and the visible categories, with the directory settings', async () => {
    const { status, body } = await get('/api/v1/directory');
    expect(status).toBe(200);
    const overview = directoryOverviewResponse.parse(body);
    expect(
      overview.tabs.map((tab) => (tab.type === 'group_category' ? tab.category.slug : tab.type)),
    ).toEqual(['members', 'channels', 'departments', 'projects']);
    expect(overview.settings.default_sort).toBe('last_name');
    expect(overview.settings.profile_fields.map((field) => field.label)).toEqual(['Position', 'Department']);
    // The locked member's location is not offered: nobody could find them by it.
    expect(overview.settings.filter_profile_fields).toEqual([
      { key: 'department', label: 'Department', values: ['Engineering', 'Partner', 'Sales'] },
      { key: 'location', label: 'Location', values: ['Berlin', 'Hamburg'] },
    ]);
  });

  it('offers a guest only the values of members the guest may see', async () => {
    const overview = directoryOverviewResponse.parse((await get('/api/v1/directory', guestCookie)).body);
    expect(overview.settings.filter_profile_fields[0]?.values).toEqual(['Partner', 'Sales']);
  });
});

describe('GET /directory/members.json', () => {
  it('sorts by the network default and by sort_by, and pages', async () => {
    const byLast = await members('');
    expect(names(byLast)).toEqual(['Anna Adams', 'Carl Closed', 'Gina Guest', 'Mara Mertens', 'Zoe Özdemir']);
    expect(byLast).toMatchObject({
      pagination: { total: 5, per_page: 25, page: 1 },
      too_large: false,
      sort_by: 'last_name,asc',
      available_sorts: ['last_name,asc', 'last_name,desc', 'first_name,asc', 'first_name,desc'],
    });
    expect(names(await members('sort_by=first_name,desc'))).toEqual([
      'Zoe Özdemir',
      'Mara Mertens',
      'Gina Guest',
      'Carl Closed',
      'Anna Adams',
    ]);
    const second = await members('per=2&page=2');
    expect(names(second)).toEqual(['Gina Guest', 'Mara Mertens']);
    expect(second.pagination).toEqual({ total: 5, per_page: 2, page: 2 });
  });

  it('filters by glossary letter (accents folded), profile fields and text', async () => {
    expect(names(await members('filter[glossary]=o'))).toEqual(['Zoe Özdemir']);
    expect(names(await members('filter[glossary]=Z&sort_by=first_name'))).toEqual(['Zoe Özdemir']);
    expect(names(await members('filter[department]=Sales'))).toEqual(['Anna Adams', 'Mara Mertens']);
    expect(names(await members('filter[department]=Sales&filter[location]=Hamburg'))).toEqual(['Anna Adams']);
    // Only the network's filter fields filter; the position is not one of them.
    expect(names(await members('filter[position]=Boss')).length).toBe(5);
    expect(names(await members('q=ann*'))).toEqual(['Anna Adams']);
  });

  it('refuses an unknown sort and a glossary value that is not a letter with field keys', async () => {
    const sort = await get('/directory/members.json?sort_by=email,asc');
    expect(sort.status).toBe(422);
    expect(sort.body.error.fields).toEqual({ sort_by: ['errors.directory.invalid_sort'] });
    const letter = await get('/directory/members.json?filter[glossary]=%25');
    expect(letter.status).toBe(400);
    expect(letter.body.error.fields['filter[glossary]']).toEqual(['errors.directory.invalid_letter']);
  });

  it("lists a group's members only to those who may see them; hidden groups answer 404", async () => {
    expect(names(await members('groupSlug=apollo'))).toEqual(['Anna Adams', 'Carl Closed', 'Mara Mertens']);
    expect(names(await members('groupSlug=echo'))).toEqual(['Mara Mertens']);
    expect((await get('/directory/members.json?groupSlug=delta')).status).toBe(404);
    expect((await get('/directory/members.json?groupSlug=engineering')).status).toBe(404);
    expect((await get('/directory/members.json?groupSlug=nothing-here')).status).toBe(404);
  });

  it('shows a guest only the members a guest may see, in lists and counts', async () => {
    const page = await members('', guestCookie);
    expect(names(page)).toEqual(['Anna Adams', 'Gina Guest']);
    expect(page.pagination.total).toBe(2);
    expect(names(await members('groupSlug=sales', guestCookie))).toEqual(['Anna Adams', 'Gina Guest']);
    expect((await get('/directory/members.json?groupSlug=apollo', guestCookie)).status).toBe(404);
  });
});

describe('GET /directory/{category}.json', () => {
  it("lists the category's visible groups with visible member counts and join rights", async () => {
    const page = await groupsOf('projects');
    expect(page.category).toMatchObject({ slug: 'projects', plural_name: 'Projects' });
    expect(names(page)).toEqual(['Apollo', 'Borealis', 'Cassini', 'Echo']);
    expect(page.pagination.total).toBe(4);
    const byName = Object.fromEntries(page.entries.map((entry) => [entry.name, entry]));
    // The locked member of Apollo is not counted.
    expect(byName.Apollo).toMatchObject({
      member_count: 3,
      membership_status_of_current_member: 'member',
      can: { join: false, join_moderated: false },
    });
    expect(byName.Borealis?.can).toEqual({ join: false, join_moderated: true });
    expect(byName.Cassini?.can).toEqual({ join: false, join_moderated: false });
  });

  it('narrows to groups one is in or not in yet, by letter and text, and sorts', async () => {
    expect(names(await groupsOf('projects', 'only_subscribed=true'))).toEqual(['Apollo', 'Echo']);
    expect(names(await groupsOf('projects', 'not_joined=true'))).toEqual(['Borealis', 'Cassini']);
    expect(names(await groupsOf('projects', 'filter[glossary]=c'))).toEqual(['Cassini']);
    expect(names(await groupsOf('projects', 'q=bore'))).toEqual(['Borealis']);
    expect(names(await groupsOf('projects', 'sort_by=name,desc'))).toEqual([
      'Echo',
      'Cassini',
      'Borealis',
      'Apollo',
    ]);
    expect(names(await groupsOf('projects', 'sort_by=member_count,desc'))).toEqual([
      'Apollo',
      'Echo',
      'Borealis',
      'Cassini',
    ]);
    const paged = await groupsOf('projects', 'per=3&page=2');
    expect(names(paged)).toEqual(['Echo']);
    expect(paged.pagination).toEqual({ total: 4, per_page: 3, page: 2 });
  });

  it('joins through the groups API, after which the group is no longer offered to discover', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/groups/borealis/join',
      headers: authHeaders(cookie),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().membership_status_of_current_member).toBe('in_moderation');
    const page = await groupsOf('projects', 'not_joined=true');
    // A request waiting for moderation is not a membership yet; the group says so.
    expect(page.entries.find((entry) => entry.name === 'Borealis')).toMatchObject({
      membership_status_of_current_member: 'in_moderation',
      can: { join: false, join_moderated: false },
    });
  });

  it('shows a guest only externally visible groups, counting the members the guest sees', async () => {
    const page = await groupsOf('departments', '', guestCookie);
    expect(names(page)).toEqual(['Sales']);
    expect(page.entries[0]?.member_count).toBe(2);
    expect((await groupsOf('projects', '', guestCookie)).pagination.total).toBe(0);
  });

  it('answers 404 for unknown and hidden categories', async () => {
    expect((await get('/directory/nothing.json')).status).toBe(404);
    expect((await get('/directory/secret.json')).status).toBe(404);
  });
});

describe('memberships_query', () => {
  it('answers the members the viewer may see as search hits', async () => {
    const network = await t.ctx.network.get();
    const viewer = { id: me.id, isExternal: false, isNetworkAdmin: false };
    const { memberships_query } = await searchMemberships(t.ctx, network, viewer, {
      q: 'sales',
      page: 1,
      per: 1,
    });
    expect(memberships_query).toMatchObject({ total: 2, page: 1, per: 1, sort_by: 'last_name,asc' });
    expect(names({ entries: memberships_query.hits })).toEqual(['Anna Adams']);
  });
});
