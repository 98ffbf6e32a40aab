import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamPage } from '../../../contract/activities.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setUpPeople, upload } from './testing.js';

/** Part 2's `post_to_stream` on new files: an activity in the folder's stream, for its readers only. */

let t: TestApp;
let people: Awaited<ReturnType<typeof setUpPeople>>;

beforeAll(async () => {
  t = await createTestApp();
  people = await setUpPeople(t);
});
afterAll(async () => {
  await t?.close();
});

const submit = async (folderId: string, filename: string, postToStream: boolean) => {
  const uploaded = await upload(t, people.h.owner, { filename, content: Buffer.from('minutes') });
  const id = uploaded.json().id as string;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: people.h.owner,
    payload: { files: [{ id }], folder_ids: [folderId], description: '', post_to_stream: postToStream },
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
};

const streamOf = async (url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ url, headers: { ...headers, accept: 'application/json' } });
  return response.statusCode === 200 ? streamPage.parse(response.json()).activities : [];
};

describe('new files with post_to_stream', () => {
  it('appear in the group stream as a file card for members, never for outsiders', async () => {
    const id = await submit(people.root.id, 'Minutes.txt', true);
    const url = `/groups/${people.group.slug}/activities`;
    const seen = await streamOf(url, people.h.member);
    expect(seen.find((a) => a.object?.id === id)?.object).toEqual({
      type: 'file',
      id,
      name: 'Minutes.txt',
      url: `/files/${id}`,
    });
    const outside = await streamOf(url, people.h.outsider);
    expect(outside.some((a) => a.object?.id === id)).toBe(false);
    const all = await streamOf('/activitystreams/all', people.h.outsider);
    expect(all.some((a) => a.object?.id === id)).toBe(false);
  });

  it('stay out of the stream without the flag', async () => {
    const id = await submit(people.root.id, 'Quiet.txt', false);
    const seen = await streamOf(`/groups/${people.group.slug}/activities`, people.h.member);
    expect(seen.some((a) => a.object?.id === id)).toBe(false);
  });
});
