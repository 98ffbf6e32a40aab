import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { redisServerInstalled, startThrowawayRedis, type ThrowawayRedis } from '../../test/redis-server.js';
import { ChatClient } from '../chat/testing.js';

/**
 * Live counters across two instances on one database and a Redis of the test's own: a change made
 * through instance A reaches the member's socket on instance B, and B's counts (cached there) follow.
 */
let redis: ThrowawayRedis;
let a: TestApp;
let b: TestApp;
const clients: ChatClient[] = [];

describe.skipIf(!redisServerInstalled() && !process.env.CI)('live counters across instances', () => {
  beforeAll(async () => {
    redis = await startThrowawayRedis();
    a = await createTestApp({ listen: true, configOverrides: { redisUrl: redis.url } });
    b = await createTestApp({
      listen: true,
      configOverrides: { redisUrl: redis.url },
      sharedDatabase: a.database,
    });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await b?.close();
    await a?.close();
    await redis?.close();
  });

  it('pushes a change made on A to the socket on B, and a read on A never leaves B with the older count', async () => {
    const db = a.database.db;
    const [sender, reader] = [await createMember(db), await createMember(db)];
    const senderOnA = await signIn(a.app, sender.email);
    const readerOnA = await signIn(a.app, reader.email);
    const readerOnB = await signIn(b.app, reader.email);
    const counts = async () =>
      (
        await b.app.inject({ url: '/api/v1/notifications/unread_count', headers: { cookie: readerOnB } })
      ).json();
    const messages = async () =>
      (await b.app.inject({ url: '/api/v1/unreads', headers: { cookie: readerOnB } })).json() as {
        messages: number;
      };
    // B holds the counts in its cache before anything happens.
    expect((await messages()).messages).toBe(0);

    const socket = await ChatClient.open(b, readerOnB);
    clients.push(socket);
    const arrived = socket.waitFor('unreads', () => true, 5_000);
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: authHeaders(senderOnA),
      payload: { to: [reader.id], subject: 'Across', content: '<p>Hi</p>' },
    });
    expect(sent.statusCode).toBe(201);
    await arrived;
    expect((await messages()).messages).toBe(1);
    expect(await counts()).toEqual({ unread_count: 1 });

    // Read in a tab served by A: B's socket hears it, and B answers the new counts, not its cached ones.
    const read = socket.waitFor('unreads', () => true, 5_000);
    const opened = await a.app.inject({
      url: `/api/v1/messages/${(sent.json() as { id: string }).id}`,
      headers: { cookie: readerOnA },
    });
    expect(opened.statusCode).toBe(200);
    await read;
    // The send may push more than once (each module announces its own counts), so the push awaited
    // here can be a late one of the send; B must still answer the read within moments, well before
    // its cached counts would expire.
    await expect.poll(async () => (await messages()).messages, { timeout: 2_000 }).toBe(0);
    expect(await counts()).toEqual({ unread_count: 0 });
  });
});
