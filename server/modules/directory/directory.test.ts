import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  directoryMemberPageResponse,
  directoryMembersResponse,
  directoryResponse,
} from '../../../contract/directory.js';
import { members } from '../../platform/identity/tables.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  assignRole,
  createCategory,
  createGroup,
  createMember,
  createRole,
  makeCategoryAdmin,
  setNetworkSettings,
} from '../../test/factories.js';

let t: TestApp;
let cookie: string;
let me: string;

const directory = async (query: string, as = cookie) => {
  const response = await t.app.inject({ url: `/directory?${query}`, headers: { cookie: as } });
  expect(response.statusCode).toBe(200);
  return directoryResponse.parse(response.json());
};
const labels = (body: Awaited<ReturnType<typeof directory>>) =>
  body.entries.map((e) =>
    e.type === 'member' ? `m:${e.member.name}` : e.type === 'group' ? `g:${e.name}` : `r:${e.role.name}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const mara = await createMember(db, { firstName: 'Mara', lastName: 'Me' });
  me = mara.id;
  cookie = await signIn(t.app, mara.email);
  await createMember(db, { firstName: 'Paul', lastName: 'Partner' });
  await createMember(db, { firstName: 'Petra', lastName: 'Guest', isExternal: true });
  const later = await createCategory(db, { name: 'Project', pluralName: 'Projects', order: 2 });
  const first = await createCategory(db, { name: 'Department', pluralName: 'Departments', order: 1 });
  const planning = await createGroup(db, { categoryId: later.id, name: 'Planning' });
  await createGroup(db, { categoryId: later.id, name: 'Alpha Project' });
  await createGroup(db, { categoryId: first.id, name: 'Purchasing' });
  await createGroup(db, { categoryId: first.id, name: 'Payroll', chatEnabled: false });
  await createGroup(db, { categoryId: first.id, name: 'Past project', archived: true });
  await createGroup(db, { categoryId: first.id, name: 'Private', access: 'hidden' });
  await addGroupMembership(db, planning.id, me);
  await createRole(db, { name: 'Press officer', pluralName: 'Press officers' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /directory', () => {
  it('lists members (without me), then groups by category order and name', async () => {
    const body = await directory('q=p*');
    expect(labels(body)).toEqual([
      'm:Petra Guest',
      'm:Paul Partner',
      'g:Past project',
      'g:Payroll',
      'g:Purchasing',
      'g:Alpha Project',
      'g:Planning',
    ]);
    expect(body).toMatchObject({ total: 7, too_large: false });
    const group = body.entries.find((e) => e.type === 'group' && e.name === 'Planning');
    expect(group).toMatchObject({ category: { name: 'Project', plural_name: 'Projects' }, chat: true });
  });

  it('narrows to my groups and to what one can chat with', async () => {
    expect(labels(await directory('q=p*&only_my_groups=true'))).toEqual([
      'm:Petra Guest',
      'm:Paul Partner',
      'g:Planning',
    ]);
    expect(labels(await directory('q=p*&only_chat_enabled=true'))).toEqual([
      'm:Petra Guest',
      'm:Paul Partner',
      'g:Purchasing',
      'g:Alpha Project',
      'g:Planning',
    ]);
    onTestFinished(await setNetworkSettings(t.ctx, { guest_users_allow_chat: false }));
    // No guest any more; Payroll has no chat and the past project is archived.
    expect(labels(await directory('q=pa*&only_chat_enabled=true'))).toEqual(['m:Paul Partner']);
  });

  it('narrows groups to those I administer, all of them for network administrators', async () => {
    const db = t.database.db;
    const admin = await createMember(db, { firstName: 'Nora', lastName: 'Admin', isNetworkAdmin: true });
    const chief = await createMember(db, { firstName: 'Cleo', lastName: 'Chief' });
    const lead = await createMember(db, { firstName: 'Lena', lastName: 'Lead' });
    const departments = await createCategory(db, { name: 'Office', pluralName: 'Offices', order: 3 });
    const leads = await createGroup(db, { categoryId: departments.id, name: 'Pilots' });
    await createGroup(db, { categoryId: departments.id, name: 'Printing' });
    const project = await createCategory(db, { name: 'Crew', pluralName: 'Crews', order: 4 });
    const crew = await createGroup(db, { categoryId: project.id, name: 'Porters' });
    await addGroupMembership(db, leads.id, lead.id, { isAdmin: true });
    await addGroupMembership(db, crew.id, lead.id);
    await makeCategoryAdmin(db, departments.id, chief.id);
    const groupsOf = async (email: string) =>
      labels(await directory('q=p*&only_my_admin_groups=true', await signIn(t.app, email))).filter((l) =>
        l.startsWith('g:'),
      );
    // A plain member of Planning administers nothing.
    expect(
      labels(await directory('q=p*&only_my_admin_groups=true')).filter((l) => l.startsWith('g:')),
    ).toEqual([]);
    expect(await groupsOf(lead.email)).toEqual(['g:Pilots']);
    expect(await groupsOf(chief.email)).toEqual(['g:Pilots', 'g:Printing']);
    expect(await groupsOf(admin.email)).toEqual(
      labels(await directory('q=p*', await signIn(t.app, admin.email))).filter((l) => l.startsWith('g:')),
    );
    expect((await groupsOf(admin.email)).length).toBeGreaterThan(5);
  });

  it('adds membership roles when asked', async () => {
    const body = await directory('q=press&include_membership_roles=true');
    expect(labels(body)).toEqual(['r:Press officer']);
    expect(body.entries[0]).toMatchObject({
      type: 'membership_role',
      plural_name: 'Press officers',
      role: { color: '#7b3fa0' },
    });
    expect(labels(await directory('q=press'))).toEqual([]);
  });

  it('shows a guest only roles held by members the guest may see, and no hidden or group roles', async () => {
    const db = t.database.db;
    const guest = await createMember(db, { firstName: 'Gina', lastName: 'Visitor', isExternal: true });
    const host = await createMember(db, { firstName: 'Hanna', lastName: 'Host' });
    const staffer = await createMember(db, { firstName: 'Stan', lastName: 'Staff' });
    const shared = await createGroup(db, { name: 'Shared project', externallyVisible: true });
    await addGroupMembership(db, shared.id, guest.id);
    await addGroupMembership(db, shared.id, host.id);
    const hostRole = await createRole(db, { name: 'Quality host', pluralName: 'Quality hosts' });
    const staffRole = await createRole(db, { name: 'Quality auditor', pluralName: 'Quality auditors' });
    const hiddenRole = await createRole(db, { name: 'Quality secret', displayType: 'hidden' });
    const groupRole = await createRole(db, { name: 'Quality lead', groupId: shared.id });
    await assignRole(db, host.id, hostRole.id);
    await assignRole(db, staffer.id, staffRole.id);
    await assignRole(db, host.id, hiddenRole.id);
    await assignRole(db, host.id, groupRole.id);
    const roles = async (as: string) =>
      labels(await directory('q=quality&include_membership_roles=true', as)).filter((l) =>
        l.startsWith('r:'),
      );
    expect(await roles(await signIn(t.app, guest.email))).toEqual(['r:Quality host']);
    expect(await roles(cookie)).toEqual(['r:Quality auditor', 'r:Quality host']);
  });

  it('rejects flags that are not booleans', async () => {
    const response = await t.app.inject({ url: '/directory?only_my_groups=maybe', headers: { cookie } });
    expect(response.statusCode).toBe(400);
  });

  it('stops at 5000 entries and says the list is too large', async () => {
    await t.database.db.insert(members).values(
      Array.from({ length: 5000 }, (_, i) => ({
        email: `bulk${i}@example.test`,
        firstName: 'Bulk',
        lastName: `Person ${String(i).padStart(4, '0')}`,
      })),
    );
    const body = await directory('');
    expect(body.entries).toHaveLength(5000);
    expect(body.too_large).toBe(true);
    expect(body.total).toBeGreaterThan(5000);
    const page = directoryMembersResponse.parse(
      (await t.app.inject({ url: '/directory/members?q=bulk*&page=3&per=50', headers: { cookie } })).json(),
    );
    expect(page).toMatchObject({ total: 5000, page: 3, per: 50, too_large: false });
    expect(page.entries[0]?.name).toBe('Bulk Person 0100');
    // The directory page says "too large" instead of listing, and lists again once narrowed.
    const all = directoryMemberPageResponse.parse(
      (await t.app.inject({ url: '/directory/members.json', headers: { cookie } })).json(),
    );
    expect(all).toMatchObject({ entries: [], too_large: true });
    expect(all.pagination.total).toBeGreaterThan(5000);
    const narrowed = directoryMemberPageResponse.parse(
      (await t.app.inject({ url: '/directory/members.json?filter[glossary]=m', headers: { cookie } })).json(),
    );
    expect(narrowed).toMatchObject({ too_large: false, entries: [{ name: 'Mara Me' }] });
  });
});
