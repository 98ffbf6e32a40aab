import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, type Caller, policyAudit } from '../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCategory, createGroup } from '../../test/factories.js';
import { groupCategories } from './tables.js';

let t: TestApp;
let asAdmin: Caller;
let asMember: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ asAdmin, asMember } = await adminSessions(t));
});
afterAll(() => t?.close());

const fields = (overrides: object = {}) => ({
  group_category: {
    name: 'Projects',
    plural_name: 'Projects',
    color: '#336699',
    hidden: false,
    access: 'open',
    main_group_id: null,
    main_group_hidden: false,
    ...overrides,
  },
});

const slugsInOrder = async () =>
  (await t.database.db.select().from(groupCategories).orderBy(asc(groupCategories.order))).map((c) => c.slug);

describe('POST /administration/group-categories', () => {
  it('creates a category with a slug from its name, placed last, audited', async () => {
    const response = await asAdmin(
      'POST',
      '/administration/group-categories',
      fields({ name: 'Working Groups' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      slug: 'working-groups',
      name: 'Working Groups',
      color: '#336699',
      group_count: 0,
    });
    expect((await slugsInOrder()).at(-1)).toBe('working-groups');
    const again = await asAdmin(
      'POST',
      '/administration/group-categories',
      fields({ name: 'Working groups' }),
    );
    expect(again.json().slug).toBe('working-groups-2');
    const audit = await policyAudit(t, 'group_category');
    expect(audit.map((e) => e.details.action)).toContain('create');
  });

  it('refuses empty names and a main group on a new category with keys', async () => {
    const response = await asAdmin(
      'POST',
      '/administration/group-categories',
      fields({ name: '  ', plural_name: '', main_group_id: '0123456789abcdef01234567' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      'group_category.name': ['errors.group_categories.name_empty'],
      'group_category.plural_name': ['errors.group_categories.plural_name_empty'],
      'group_category.main_group_id': ['errors.group_categories.main_group_invalid'],
    });
    const badColor = await asAdmin('POST', '/administration/group-categories', fields({ color: 'red' }));
    expect(badColor.statusCode).toBe(400);
  });
});

describe('PUT /administration/group-categories/{id}', () => {
  it('edits the fields and sets a main group of its own groups only', async () => {
    const category = await createCategory(t.database.db);
    const own = await createGroup(t.database.db, { categoryId: category.id });
    const foreign = await createGroup(t.database.db);
    const url = `/administration/group-categories/${category.id}`;
    const updated = await asAdmin('PUT', url, {
      group_category: {
        name: 'Teams',
        hidden: true,
        access: 'closed',
        main_group_id: own.id,
        main_group_hidden: true,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Teams',
      slug: category.slug,
      hidden: true,
      access: 'closed',
      main_group_id: own.id,
      main_group_slug: own.slug,
      main_group_hidden: true,
      group_count: 1,
      can: { destroy: false },
    });
    const wrong = await asAdmin('PUT', url, { group_category: { main_group_id: foreign.id } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({
      'group_category.main_group_id': ['errors.group_categories.main_group_invalid'],
    });
    const audit = await policyAudit(t, 'group_category');
    expect(
      audit.find((e) => e.details.action === 'update' && e.details.id === category.id)?.details.changed,
    ).toEqual(expect.arrayContaining(['name', 'hidden', 'access', 'mainGroupId']));
  });

  it('answers 404 for unknown ids', async () => {
    const unknown = await asAdmin(
      'PUT',
      '/administration/group-categories/0123456789abcdef01234567',
      fields(),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await asAdmin('PUT', '/administration/group-categories/x', fields())).statusCode).toBe(404);
  });
});

describe('DELETE /administration/group-categories/{id}', () => {
  it('deletes an empty category and refuses one with groups', async () => {
    const empty = await createCategory(t.database.db);
    const used = await createCategory(t.database.db);
    await createGroup(t.database.db, { categoryId: used.id });
    expect((await asAdmin('DELETE', `/administration/group-categories/${empty.id}`)).statusCode).toBe(204);
    const refused = await asAdmin('DELETE', `/administration/group-categories/${used.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ group_category: ['errors.group_categories.not_empty'] });
    const left = await t.database.db.select().from(groupCategories).where(eq(groupCategories.id, used.id));
    expect(left).toHaveLength(1);
    expect((await policyAudit(t, 'group_category')).some((e) => e.details.action === 'destroy')).toBe(true);
  });
});

describe('PUT /administration/group-categories/order', () => {
  it('stores the order of every slug and answers 204', async () => {
    await createCategory(t.database.db);
    const reversed = (await slugsInOrder()).reverse();
    const response = await asAdmin('PUT', '/administration/group-categories/order', { order: reversed });
    expect(response.statusCode).toBe(204);
    expect(await slugsInOrder()).toEqual(reversed);
    const listed = (await asAdmin('GET', '/administration/group-categories')).json();
    expect(listed.entries.map((c: { slug: string }) => c.slug)).toEqual(reversed);
  });

  it('refuses a list that misses, repeats or invents a slug', async () => {
    const slugs = await slugsInOrder();
    for (const order of [slugs.slice(1), [...slugs, slugs[0]], [...slugs.slice(1), 'unknown']]) {
      const response = await asAdmin('PUT', '/administration/group-categories/order', { order });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toEqual({ order: ['errors.group_categories.order_invalid'] });
    }
    expect(await slugsInOrder()).toEqual(slugs);
  });
});

describe('rights', () => {
  it('answers 404 to members who are not network administrators', async () => {
    const category = await createCategory(t.database.db);
    const url = `/administration/group-categories/${category.id}`;
    expect((await asMember('GET', '/administration/group-categories')).statusCode).toBe(404);
    expect((await asMember('POST', '/administration/group-categories', fields())).statusCode).toBe(404);
    expect((await asMember('PUT', url, fields())).statusCode).toBe(404);
    expect((await asMember('DELETE', url)).statusCode).toBe(404);
    const order = { order: await slugsInOrder() };
    expect((await asMember('PUT', '/administration/group-categories/order', order)).statusCode).toBe(404);
  });
});
