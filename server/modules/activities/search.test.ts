import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponse } from '../../../contract/search.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { post, requester } from './testing.js';

/** Activities in global search: found by text and tag, only by whom may read them, gone when deleted. */

let t: TestApp;
let r: ReturnType<typeof requester>;
let author: string;
let outsider: string;
let hiddenSlug: string;

const search = async (cookie: string, query: string) => {
  const body = await r.ok('GET', `/search.json?module=activities&q=${encodeURIComponent(query)}`, cookie);
  return searchResponse.parse(body).activities_query;
};
const written = async () => {
  await t.ctx.jobs.drain();
};

beforeAll(async () => {
  t = await createTestApp();
  r = requester(t);
  const a = await createMember(t.database.db, { firstName: 'Ada', lastName: 'Author' });
  author = await signIn(t.app, a.email);
  outsider = await signIn(t.app, (await createMember(t.database.db)).email);
  const hidden = await createGroup(t.database.db, { access: 'hidden', name: 'Board' });
  hiddenSlug = hidden.slug;
  await addGroupMembership(t.database.db, hidden.id, a.id);
});
afterAll(async () => {
  await t?.close();
});

describe('activities in search', () => {
  it('finds a post by its words and tags, with the actor and its stream', async () => {
    const created = await r.ok(
      'POST',
      '/api/v1/activitystreams/all/activities',
      author,
      post('Quarterly figures are in the shared folder #finance'),
    );
    await written();
    const byWord = await search(outsider, 'quarterly');
    expect(byWord?.hits.map((hit) => hit.id)).toEqual([created.id]);
    const hit = byWord?.hits[0] as Record<string, unknown> | undefined;
    expect(hit?.url).toBe(`/activities/${created.id}`);
    expect(hit?.title).toBe('Quarterly figures are in the shared folder #finance');
    expect((hit?.actor as { name: string } | null)?.name).toBe('Ada Author');
    expect(hit?.activitystreams).toEqual([expect.objectContaining({ url: '/activitystreams/all' })]);
    expect((await search(outsider, '#finance'))?.total).toBe(1);
  });

  it('never shows or counts a post of a hidden group to a non-member', async () => {
    await r.ok(
      'POST',
      `/api/v1/activitystreams/${hiddenSlug}/activities`,
      author,
      post('Confidential merger talks'),
    );
    await written();
    expect((await search(author, 'merger'))?.total).toBe(1);
    const outside = await search(outsider, 'merger');
    expect(outside?.total).toBe(0);
    expect(outside?.hits).toEqual([]);
  });

  it('follows edits and leaves the results when the post is deleted', async () => {
    const created = await r.ok(
      'POST',
      '/api/v1/activitystreams/all/activities',
      author,
      post('Picnic on Friday'),
    );
    await written();
    await r.ok('PUT', `/api/v1/activities/${created.id}`, author, post('Barbecue on Friday'));
    await written();
    expect((await search(outsider, 'picnic'))?.total).toBe(0);
    expect((await search(outsider, 'barbecue'))?.total).toBe(1);
    await r.ok('DELETE', `/api/v1/activities/${created.id}`, author);
    await written();
    expect((await search(outsider, 'barbecue'))?.total).toBe(0);
  });
});
