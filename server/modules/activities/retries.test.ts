import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamPage } from '../../../contract/activities.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { post } from './testing.js';

/** A post or reply sent again under the same Idempotency-Key (a lost answer) is stored once. */

let t: TestApp;
let cookie: string;
let readerCookie: string;

const send = (url: string, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(cookie), accept: 'application/json', 'idempotency-key': key },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await createMember(t.database.db)).email);
  readerCookie = await signIn(t.app, (await createMember(t.database.db)).email);
});
afterAll(async () => {
  await t?.close();
});

const stream = async () => {
  const response = await t.app.inject({
    url: '/activitystreams/all',
    headers: { ...authHeaders(readerCookie), accept: 'application/json' },
  });
  return streamPage.parse(response.json()).activities;
};

describe('retried posts', () => {
  it('answer the first post and store nothing again', async () => {
    const body = post('Retried announcement');
    const first = await send('/api/v1/activitystreams/all/activities', body, 'post-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('/api/v1/activitystreams/all/activities', body, 'post-key-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const posts = (await stream()).filter((a) => a.html_content.includes('Retried announcement'));
    expect(posts).toHaveLength(1);
  });

  it('refuse a key used for a different post', async () => {
    await send('/api/v1/activitystreams/all/activities', post('One text'), 'post-key-0002');
    const other = await send('/api/v1/activitystreams/all/activities', post('Another text'), 'post-key-0002');
    expect(other.statusCode).toBe(422);
  });

  it('store a retried reply once and count it once', async () => {
    const created = await send(
      '/api/v1/activitystreams/all/activities',
      post('Reply to me'),
      'post-key-0003',
    );
    const id = created.json().id as string;
    const body = post('My answer');
    const first = await send(`/api/v1/activities/${id}/replies`, body, 'reply-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(`/api/v1/activities/${id}/replies`, body, 'reply-key-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const activity = (await stream()).find((a) => a.id === id);
    expect(activity?.reply_count).toBe(1);
  });
});
