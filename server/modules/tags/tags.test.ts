import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagFindResponse } from '../../../contract/tags.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { groupContentKeys } from '../groups/policy.js';
import { resolveTagRefs, setTaggings, tagsOfSubjects } from './service.js';
import { tags } from './tables.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let insider: Awaited<ReturnType<typeof createMember>>;
let memberCookie: string;
let insiderCookie: string;

const viewerOf = (row: typeof member) => ({ id: row.id, isExternal: row.isExternal, isNetworkAdmin: false });
const find = async (cookie: string, query: string) => {
  const response = await t.app.inject({ url: `/tags/find?${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return tagFindResponse.parse(response.json()).entries;
};

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.database.db);
  insider = await createMember(t.database.db);
  memberCookie = await signIn(t.app, member.email);
  insiderCookie = await signIn(t.app, insider.email);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /tags/find', () => {
  it('offers matching tags, the exact and prefix matches first, then a new tag unless excluded', async () => {
    const tags = await resolveTagRefs(t.database.db, viewerOf(member), [
      'new_Design',
      'new_Design system',
      'new_Web design',
    ]);
    await setTaggings(
      t.database.db,
      { type: 'test', id: 'a' },
      tags.map((tag) => tag.id),
      ['all'],
    );
    const entries = await find(memberCookie, 'q=design');
    expect(entries.map((entry) => entry.name)).toEqual(['Design', 'Design system', 'Web design']);
    const offer = await find(memberCookie, 'q=desig');
    expect(offer.at(-1)).toEqual({ id: 'new_desig', name: 'desig' });
    expect((await find(memberCookie, 'q=desig&exclude_new=true')).map((e) => e.name)).not.toContain('desig');
    expect(await find(memberCookie, 'q=')).toEqual([]);
  });

  it('never suggests a tag that only things the viewer may not see carry', async () => {
    const db = t.database.db;
    const hidden = await createGroup(db, { access: 'hidden' });
    await addGroupMembership(db, hidden.id, insider.id);
    const [secret] = await resolveTagRefs(db, viewerOf(insider), ['new_Project Falcon']);
    if (!secret) throw new Error('tag not created');
    await setTaggings(db, { type: 'test', id: 'secret-post' }, [secret.id], groupContentKeys(hidden));
    expect((await find(insiderCookie, 'q=falcon&exclude_new=true')).map((e) => e.name)).toEqual([
      'Project Falcon',
    ]);
    expect(await find(memberCookie, 'q=falcon&exclude_new=true')).toEqual([]);
    // Carried by something everyone sees as well: now it is everyone's tag.
    await setTaggings(db, { type: 'test', id: 'public-post' }, [secret.id], ['all']);
    expect((await find(memberCookie, 'q=falcon&exclude_new=true')).map((e) => e.name)).toEqual([
      'Project Falcon',
    ]);
  });

  it('offers only the children of the given parent tags', async () => {
    const db = t.database.db;
    const [parent] = await resolveTagRefs(db, viewerOf(member), ['new_Colours']);
    if (!parent) throw new Error('tag not created');
    const children = await resolveTagRefs(db, viewerOf(member), ['new_Red', 'new_Reddish brown']);
    await db
      .update(tags)
      .set({ parentId: parent.id })
      .where(
        inArray(
          tags.id,
          children.map((c) => c.id),
        ),
      );
    await resolveTagRefs(db, viewerOf(member), ['new_Redmond']);
    expect((await find(memberCookie, `q=red&tag_parents=${parent.id}`)).map((e) => e.name)).toEqual([
      'Red',
      'Reddish brown',
    ]);
    expect(await find(memberCookie, 'q=red&tag_parents=not-an-id')).toEqual([]);
  });
});

describe('tag references', () => {
  it('creates new tags once, finds existing ones by any spelling, and refuses unknown ids', async () => {
    const db = t.database.db;
    const first = await resolveTagRefs(db, viewerOf(member), ['new_Onboarding']);
    const again = await resolveTagRefs(db, viewerOf(insider), ['new_  #onboarding ']);
    expect(again.map((tag) => tag.id)).toEqual(first.map((tag) => tag.id));
    await expect(resolveTagRefs(db, viewerOf(member), ['0123456789abcdef01234567'])).rejects.toMatchObject({
      status: 422,
      fields: { tags: ['errors.tags.unknown'] },
    });
    await expect(resolveTagRefs(db, viewerOf(member), ['new_,'])).rejects.toMatchObject({
      status: 422,
      fields: { tags: ['errors.tags.invalid_name'] },
    });
  });

  it('lists the tags of many things at once and replaces a thing’s tags', async () => {
    const db = t.database.db;
    const created = await resolveTagRefs(db, viewerOf(member), ['new_Alpha', 'new_Beta']);
    const [alpha, beta] = created.sort((a, b) => a.name.localeCompare(b.name));
    if (!alpha || !beta) throw new Error('tags not created');
    await setTaggings(db, { type: 'post', id: 'one' }, [alpha.id, beta.id], ['all']);
    await setTaggings(db, { type: 'post', id: 'two' }, [beta.id], ['all']);
    await setTaggings(db, { type: 'post', id: 'one' }, [alpha.id], ['all']);
    const byPost = await tagsOfSubjects(db, 'post', ['one', 'two', 'three']);
    expect(byPost.get('one')?.map((tag) => tag.name)).toEqual(['Alpha']);
    expect(byPost.get('two')?.map((tag) => tag.name)).toEqual(['Beta']);
    expect(byPost.has('three')).toBe(false);
  });
});
