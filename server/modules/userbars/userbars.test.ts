import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userbarAdministration, userbarLinks } from '../../../contract/userbar.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createGroup,
  createMember,
  makeCategoryAdmin,
} from '../../test/factories.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
const cookies = new Map<string, string>();
let admin: Member;
let member: Member;
let groupAdmin: Member;
let categoryAdmin: Member;

const bar = (query: string, who: Member) =>
  t.app.inject({
    url: `/api/v1/userbars/administration?${query}`,
    headers: { cookie: cookies.get(who.id) ?? '' },
  });
const parsed = async (query: string, who: Member) => {
  const response = await bar(query, who);
  expect(response.statusCode).toBe(200);
  return userbarAdministration.parse(response.json());
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createMember(db, { isNetworkAdmin: true });
  member = await createMember(db);
  groupAdmin = await createMember(db);
  categoryAdmin = await createMember(db);
  for (const who of [admin, member, groupAdmin, categoryAdmin])
    cookies.set(who.id, await signIn(t.app, who.email));
  const category = await createCategory(db, { slug: 'teams' });
  await makeCategoryAdmin(db, category.id, categoryAdmin.id);
  const group = await createGroup(db, { slug: 'sales', categoryId: category.id });
  await addGroupMembership(db, group.id, groupAdmin.id, { isAdmin: true });
  await addGroupMembership(db, group.id, member.id);
  await createGroup(db, { slug: 'secret', access: 'hidden' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/userbars/administration', () => {
  it('gives network administrators the administration pages', async () => {
    const body = await parsed('context_type=network', admin);
    expect(body.can.administrate).toBe(true);
    const urls = body.items.map((i) => i.url);
    for (const url of [
      '/administration/settings/edit',
      '/administration/audit_log',
      '/administration/legal_texts',
    ]) {
      expect(urls).toContain(url);
    }
    expect(body.items.every((i) => i.label.startsWith('js.userbar.administration.'))).toBe(true);
    expect(await parsed('context_type=network', member)).toMatchObject({
      can: { administrate: false },
      items: [],
    });
  });

  it('gives group and category administrators their group pages', async () => {
    for (const who of [groupAdmin, categoryAdmin, admin]) {
      const body = await parsed('context_type=group&context_id=sales', who);
      expect(body.can.administrate).toBe(true);
      expect(body.items.map((i) => i.url)).toContain('/groups/sales/administration');
    }
    expect(await parsed('context_type=group&context_id=sales', member)).toMatchObject({
      can: { administrate: false },
      items: [],
    });
  });

  it('gives category administrators the category pages', async () => {
    const body = await parsed('context_type=group_category&context_id=teams', categoryAdmin);
    expect(body.items.map((i) => i.url)).toContain('/group-categories/teams/administration/invites/new');
    expect((await parsed('context_type=group_category&context_id=teams', member)).items).toEqual([]);
  });

  it('answers 404 for unknown, hidden or missing contexts', async () => {
    expect((await bar('context_type=group&context_id=nope', member)).statusCode).toBe(404);
    expect((await bar('context_type=group&context_id=secret', member)).statusCode).toBe(404);
    expect((await bar('context_type=group', member)).statusCode).toBe(404);
    expect(
      (await bar('context_type=group_category&context_id=0123456789abcdef01234567', member)).statusCode,
    ).toBe(404);
    expect((await bar('context_type=planet', member)).statusCode).toBe(400);
  });
});

describe('pages and apps of the user bar', () => {
  it('answer empty lists while nothing is marked for the user bar', async () => {
    for (const url of ['/pages?filter=show_in_userbar', '/apps?filter=show_in_userbar']) {
      const response = await t.app.inject({ url, headers: { cookie: cookies.get(member.id) ?? '' } });
      expect(userbarLinks.parse(response.json())).toEqual({ entries: [] });
    }
  });
});
