import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { group as groupSchema, newGroup } from '../../../contract/groups.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createCategory, createGroup, makeCategoryAdmin } from '../../test/factories.js';
import { groupMemberships, groups } from './tables.js';
import { type GroupsClient, groupsClient } from './testing.js';

let t: TestApp;
let admin: GroupsClient;
let member: GroupsClient;
let guest: GroupsClient;
let categoryAdmin: GroupsClient;
let teams: Awaited<ReturnType<typeof createCategory>>;
let closedCategory: Awaited<ReturnType<typeof createCategory>>;
let hiddenCategory: Awaited<ReturnType<typeof createCategory>>;

const payload = (overrides: Record<string, unknown> = {}, category = teams.slug) => ({
  group: { name: 'Garden club', group_category_id: category, ...overrides },
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  [admin, member, guest, categoryAdmin] = await Promise.all([
    groupsClient(t, { isNetworkAdmin: true }),
    groupsClient(t),
    groupsClient(t, { isExternal: true }),
    groupsClient(t),
  ]);
  teams = await createCategory(db, { slug: 'teams', name: 'Team', pluralName: 'Teams' });
  closedCategory = await createCategory(db, { slug: 'boards', access: 'closed' });
  hiddenCategory = await createCategory(db, { slug: 'secret', hidden: true });
  await makeCategoryAdmin(db, closedCategory.id, categoryAdmin.member.id);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/groups/new', () => {
  it('offers members the open and closed access in an open category', async () => {
    const response = await member.get('/api/v1/groups/new?group_category_slug=teams');
    expect(response.statusCode).toBe(200);
    const form = newGroup.parse(response.json());
    expect(form.category.slug).toBe('teams');
    expect(form.access_options).toEqual(['open', 'closed']);
    expect(form.can.create_hidden).toBe(false);
    expect(form.group).toMatchObject({ name: '', access: 'open', chat: true });
  });

  it('offers hidden to administrators of the category', async () => {
    const form = newGroup.parse(
      (await categoryAdmin.get('/api/v1/groups/new?group_category_slug=boards')).json(),
    );
    expect(form.access_options).toEqual(['open', 'closed', 'hidden']);
    expect(form.can.create_hidden).toBe(true);
  });

  it('answers 404 for categories the viewer may not create in, hidden and unknown ones', async () => {
    for (const slug of ['boards', 'secret', 'nothing']) {
      expect((await member.get(`/api/v1/groups/new?group_category_slug=${slug}`)).statusCode).toBe(404);
    }
    expect((await guest.get('/api/v1/groups/new?group_category_slug=teams')).statusCode).toBe(404);
    expect((await admin.get('/api/v1/groups/new?group_category_slug=secret')).statusCode).toBe(200);
  });
});

describe('POST /groups', () => {
  it('creates the group with a slug from its name and makes the creator its administrator', async () => {
    const response = await member.post('/groups', payload({ name: 'Schöne Grüße', teaser: 'Hello' }));
    expect(response.statusCode).toBe(201);
    const created = groupSchema.parse(response.json());
    expect(created).toMatchObject({
      slug: 'schoene-gruesse',
      name: 'Schöne Grüße',
      teaser: 'Hello',
      access: 'open',
      member_count: 1,
      membership_status_of_current_member: 'member',
    });
    expect(created.can).toMatchObject({ administrate: true, update: true, destroy: false });
    const again = groupSchema.parse((await member.post('/groups', payload({ name: 'Schöne Grüße' }))).json());
    expect(again.slug).toBe('schoene-gruesse-2');
  });

  it('answers the first group again for a retried request with the same Idempotency-Key', async () => {
    const send = () =>
      admin.post('/groups', payload({ name: 'Retry club' }), { 'idempotency-key': 'group-create-1' });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.ctx.db.select().from(groups).where(eq(groups.name, 'Retry club'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty name and the access rules of section 5 with field errors, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'errors.groups.name_empty'],
      [{ access: 'open', sensitive: true }, 'access', 'errors.groups.open_not_for_sensitive'],
      [{ access: 'hidden' }, 'access', 'errors.groups.hidden_not_allowed'],
    ];
    for (const [fields, field, key] of cases) {
      const response = await member.post('/groups', payload({ name: 'Refused', ...fields }));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields[field]).toContain(key);
    }
    const moderatedHidden = await admin.post(
      '/groups',
      payload({ name: 'Refused', access: 'hidden', moderated_join: true }),
    );
    expect(moderatedHidden.json().error.fields.moderated_join).toEqual([
      'errors.groups.moderated_join_not_for_hidden',
    ]);
    expect(await t.ctx.db.select().from(groups).where(eq(groups.name, 'Refused'))).toHaveLength(0);
  });

  it('lets category administrators create hidden groups in closed categories, and nobody else', async () => {
    const hidden = await categoryAdmin.post(
      '/groups',
      payload({ name: 'Board', access: 'hidden' }, 'boards'),
    );
    expect(hidden.statusCode).toBe(201);
    expect((await member.post('/groups', payload({ name: 'Board' }, 'boards'))).statusCode).toBe(404);
    expect((await member.post('/groups', payload({ name: 'Board' }, hiddenCategory.id))).statusCode).toBe(
      404,
    );
    expect((await guest.post('/groups', payload({ name: 'Guests' }))).statusCode).toBe(404);
    expect((await member.get(`/api/v1/groups/${hidden.json().slug}`)).statusCode).toBe(404);
  });

  it('refuses malformed bodies with 400', async () => {
    const response = await member.post('/groups', { group: { name: 5, group_category_id: 'teams' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /groups/{slug}', () => {
  it('lets group administrators change the fields sent and keeps the slug', async () => {
    const created = groupSchema.parse(
      (await member.post('/groups', payload({ name: 'Choir', teaser: 'Sing along' }))).json(),
    );
    const response = await member.put(`/groups/${created.slug}`, {
      group: { name: 'Chamber choir', access: 'closed', description: 'We sing.' },
    });
    expect(response.statusCode).toBe(200);
    expect(groupSchema.parse(response.json())).toMatchObject({
      slug: 'choir',
      name: 'Chamber choir',
      access: 'closed',
      description: 'We sing.',
      teaser: 'Sing along',
    });
  });

  it('answers 404 to members who do not administer the group, and to those who cannot see it', async () => {
    const db = t.ctx.db;
    const open = await createGroup(db, { categoryId: teams.id });
    const hidden = await createGroup(db, { categoryId: teams.id, access: 'hidden' });
    await addGroupMembership(db, open.id, member.member.id);
    for (const slug of [open.slug, hidden.slug]) {
      expect((await member.put(`/groups/${slug}`, { group: { name: 'Mine now' } })).statusCode).toBe(404);
    }
    expect((await admin.put(`/groups/${open.slug}`, { group: { name: 'Renamed' } })).statusCode).toBe(200);
  });

  it('keeps closed away from the active main group and open away from sensitive groups', async () => {
    const db = t.ctx.db;
    const main = await createGroup(db, { categoryId: teams.id, activeMainGroup: true });
    const closedMain = await admin.put(`/groups/${main.slug}`, { group: { access: 'closed' } });
    expect(closedMain.statusCode).toBe(422);
    expect(closedMain.json().error.fields.access).toEqual(['errors.groups.closed_not_for_main_group']);
    const sensitive = await admin.put(`/groups/${main.slug}`, { group: { sensitive: true } });
    expect(sensitive.json().error.fields.access).toEqual(['errors.groups.open_not_for_sensitive']);
    const hidden = await admin.put(`/groups/${main.slug}`, { group: { sensitive: true, access: 'hidden' } });
    expect(hidden.json()).toMatchObject({ access: 'hidden', sensitive: true });
  });

  it('lets a group administrator keep a hidden group hidden but not hide an open one', async () => {
    const db = t.ctx.db;
    const hidden = await createGroup(db, { categoryId: teams.id, access: 'hidden' });
    const open = await createGroup(db, { categoryId: teams.id });
    for (const g of [hidden, open]) await addGroupMembership(db, g.id, member.member.id, { isAdmin: true });
    expect((await member.put(`/groups/${hidden.slug}`, { group: { name: 'Still hidden' } })).statusCode).toBe(
      200,
    );
    const refused = await member.put(`/groups/${open.slug}`, { group: { access: 'hidden' } });
    expect(refused.json().error.fields.access).toEqual(['errors.groups.hidden_not_allowed']);
  });
});

describe('archive and delete', () => {
  it('archives a group, refuses edits while archived and restores it', async () => {
    const created = groupSchema.parse((await member.post('/groups', payload({ name: 'Old club' }))).json());
    const archived = await member.put(`/groups/${created.slug}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, can: { update: false, archive: true } });
    const edit = await member.put(`/groups/${created.slug}`, { group: { name: 'New name' } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error.fields.base).toEqual(['errors.groups.archived']);
    const restored = await member.del(`/groups/${created.slug}/archive`);
    expect(restored.json()).toMatchObject({ archived: false, can: { update: true } });
  });

  it('never archives or deletes the active main group', async () => {
    const main = await createGroup(t.ctx.db, { categoryId: teams.id, activeMainGroup: true });
    expect((await admin.put(`/groups/${main.slug}/archive`)).statusCode).toBe(422);
    const deleted = await admin.del(`/groups/${main.slug}`);
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().error.fields.base).toEqual(['errors.groups.main_group_not_deletable']);
  });

  it('lets network and category administrators delete a group with its memberships; others get 404', async () => {
    const db = t.ctx.db;
    const created = groupSchema.parse(
      (await member.post('/groups', payload({ name: 'Short lived' }))).json(),
    );
    expect(created.can.destroy).toBe(false);
    expect((await member.del(`/groups/${created.slug}`)).statusCode).toBe(404);
    expect((await admin.del(`/groups/${created.slug}`)).statusCode).toBe(204);
    expect((await member.get(`/api/v1/groups/${created.slug}`)).statusCode).toBe(404);
    expect(await db.select().from(groupMemberships).where(eq(groupMemberships.groupId, created.id))).toEqual(
      [],
    );
    const board = await createGroup(db, { categoryId: closedCategory.id });
    expect((await categoryAdmin.del(`/groups/${board.slug}`)).statusCode).toBe(204);
  });
});
