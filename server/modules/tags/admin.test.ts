import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, type Caller, policyAudit } from '../../test/admin-session.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { ensureTags, setTaggings } from './service.js';
import { taggings, tags } from './tables.js';

let t: TestApp;
let asAdmin: Caller;
let asMember: Caller;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const sessions = await adminSessions(t);
  ({ asAdmin, asMember } = sessions);
  adminId = sessions.admin.id;
});
afterAll(() => t?.close());

/** Tags of these names, made as the product makes them; the things carrying them are ids only. */
async function tagged(names: string[], things: Record<string, string[]>) {
  const made = await ensureTags(
    t.database.db,
    { id: adminId, isExternal: false, isNetworkAdmin: true },
    names,
  );
  const byName = new Map(made.map((tag) => [tag.name, tag]));
  for (const [thing, tagNames] of Object.entries(things)) {
    const ids = tagNames.map((name) => byName.get(name)?.id ?? '');
    await setTaggings(t.database.db, { type: 'activity', id: thing }, ids, ['all']);
  }
  return byName;
}

const taggingsOf = async (tagId: string) =>
  (await t.database.db.select().from(taggings).where(eq(taggings.tagId, tagId)))
    .map((row) => row.subjectId)
    .sort();

describe('GET /administration/tags', () => {
  it('lists tags by name with their usage counts, paged and searchable', async () => {
    const made = await tagged(['Alpha', 'Beta', 'Gamma'], { a1: ['Alpha', 'Beta'], a2: ['Alpha'] });
    const first = (await asAdmin('GET', '/administration/tags?per=2')).json();
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]).toEqual({ id: made.get('Alpha')?.id, name: 'Alpha', usage_count: 2 });
    const found = (await asAdmin('GET', '/administration/tags?q=gam')).json();
    expect(found.entries).toEqual([{ id: made.get('Gamma')?.id, name: 'Gamma', usage_count: 0 }]);
    const percent = (await asAdmin('GET', '/administration/tags?q=%25')).json();
    expect(percent.entries).toEqual([]);
  });
});

describe('PUT /administration/tags/{id}', () => {
  it('renames a tag, refusing unusable names and names another tag has', async () => {
    const made = await tagged(['Roadmap', 'Planning'], { r1: ['Roadmap'] });
    const id = made.get('Roadmap')?.id ?? '';
    const renamed = await asAdmin('PUT', `/administration/tags/${id}`, { name: ' #Road map ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'Road map', usage_count: 1 });
    const taken = await asAdmin('PUT', `/administration/tags/${id}`, { name: 'planning' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields).toEqual({ name: ['errors.tags.name_taken'] });
    const invalid = await asAdmin('PUT', `/administration/tags/${id}`, { name: 'a,b' });
    expect(invalid.json().error.fields).toEqual({ name: ['errors.tags.invalid_name'] });
    expect(
      (await asAdmin('PUT', '/administration/tags/0123456789abcdef01234567', { name: 'x' })).statusCode,
    ).toBe(404);
    const audit = await policyAudit(t, 'tag');
    expect(audit.find((e) => e.details.action === 'rename')?.details).toMatchObject({
      from: 'Roadmap',
      to: 'Road map',
    });
  });
});

describe('POST /administration/tags/{id}/merge', () => {
  it('moves the taggings to the other tag, collapsing things that carried both, and deletes the tag', async () => {
    const made = await tagged(['Intranet', 'Intra'], {
      m1: ['Intranet', 'Intra'],
      m2: ['Intra'],
      m3: ['Intranet'],
    });
    const [keep, gone] = [made.get('Intranet')?.id ?? '', made.get('Intra')?.id ?? ''];
    const response = await asAdmin('POST', `/administration/tags/${gone}/merge`, { into_id: keep });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: keep, name: 'Intranet', usage_count: 3 });
    expect(await taggingsOf(keep)).toEqual(['m1', 'm2', 'm3']);
    expect(await t.database.db.select().from(tags).where(eq(tags.id, gone))).toEqual([]);
    expect((await policyAudit(t, 'tag')).some((e) => e.details.action === 'merge')).toBe(true);
  });

  it('refuses merging a tag into itself or into an unknown tag', async () => {
    const made = await tagged(['Solo'], {});
    const id = made.get('Solo')?.id ?? '';
    const same = await asAdmin('POST', `/administration/tags/${id}/merge`, { into_id: id });
    expect(same.json().error.fields).toEqual({ into_id: ['errors.tags.merge_same'] });
    const unknown = await asAdmin('POST', `/administration/tags/${id}/merge`, { into_id: 'nope' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({ into_id: ['errors.tags.unknown'] });
  });
});

describe('DELETE /administration/tags/{id}', () => {
  it('deletes the tag with its taggings, audited', async () => {
    const made = await tagged(['Obsolete'], { d1: ['Obsolete'] });
    const id = made.get('Obsolete')?.id ?? '';
    expect((await asAdmin('DELETE', `/administration/tags/${id}`)).statusCode).toBe(204);
    expect(await taggingsOf(id)).toEqual([]);
    expect((await asAdmin('DELETE', `/administration/tags/${id}`)).statusCode).toBe(404);
    expect((await policyAudit(t, 'tag')).some((e) => e.details.action === 'destroy')).toBe(true);
  });
});

describe('rights', () => {
  it('answers 404 to members who are not network administrators', async () => {
    const made = await tagged(['Private', 'Other'], {});
    const [id, other] = [made.get('Private')?.id ?? '', made.get('Other')?.id ?? ''];
    expect((await asMember('GET', '/administration/tags')).statusCode).toBe(404);
    expect((await asMember('PUT', `/administration/tags/${id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await asMember('POST', `/administration/tags/${id}/merge`, { into_id: other })).statusCode).toBe(
      404,
    );
    expect((await asMember('DELETE', `/administration/tags/${id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(tags).where(eq(tags.id, id))).toHaveLength(1);
  });
});
