import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { ChatClient, fetchChatToken } from './testing.js';

/**
 * Two server instances on one PostgreSQL database and one Redis, as in production behind a load
 * balancer: what happens on instance A reaches sockets on instance B through the Redis bus.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both); skipped without them.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

describe.skipIf(!enabled)('chat across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const clients: ChatClient[] = [];
  let alexCookie: string;
  let samCookie: string;
  let alexId: string;
  let samId: string;
  let groupId: string;

  beforeAll(async () => {
    a = await createTestApp({ listen: true, configOverrides: { redisUrl } });
    b = await createTestApp({ listen: true, configOverrides: { redisUrl }, sharedDatabase: a.database });
    const db = a.database.db;
    const alex = await createMember(db, { firstName: 'Alex' });
    const sam = await createMember(db, { firstName: 'Sam' });
    const group = await createGroup(db);
    await addGroupMembership(db, group.id, alex.id);
    await addGroupMembership(db, group.id, sam.id);
    alexId = alex.id;
    samId = sam.id;
    groupId = group.id;
    alexCookie = await signIn(a.app, alex.email);
    samCookie = await signIn(b.app, sam.email);
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await b?.close();
    await a?.close();
  });

  const connect = async (t: TestApp, cookie: string) => {
    const client = await ChatClient.connect(t.baseUrl, await fetchChatToken(t, cookie));
    await client.waitFor('ready');
    clients.push(client);
    return client;
  };

  it('delivers direct and group messages, read states and presence from one instance to the other', async () => {
    const onA = await connect(a, alexCookie);
    await onA.request('create_chat', { member_id: samId });
    const online = onA.waitFor('status', (p) => p.payload.member_id === samId, 5_000);
    const onB = await connect(b, samCookie);
    expect(((await online).payload.status as { type: string }).type).toBe('online');

    const direct = onB.waitFor('message', (p) => p.payload.chat_id === `member/${alexId}`, 5_000);
    const { message } = await onA.request('message', {
      chat_id: `member/${samId}`,
      client_id: 'x-1',
      text: 'Across',
    });
    expect(((await direct).payload.message as ChatMessage).id).toBe(message.id);

    const group = onB.waitFor('message', (p) => p.payload.chat_id === `group/${groupId}`, 5_000);
    await onA.request('message', { chat_id: `group/${groupId}`, client_id: 'x-2', text: 'Team' });
    expect(((await group).payload.message as ChatMessage).text).toBe('Team');

    const read = onA.waitFor(
      'mark_as_read',
      (p) => (p.payload.partner_state as { last_read_id: string } | null)?.last_read_id === message.id,
      5_000,
    );
    await onB.request('mark_as_read', { chat_id: `member/${alexId}`, message_id: message.id });
    expect((await read).payload.chat_id).toBe(`member/${samId}`);

    // Sam's socket on B keeps Sam online for a viewer asking on A.
    const seen = await onA.request('chat_details', { chat_id: `member/${samId}` });
    expect(seen.chat.status?.type).toBe('online');
  });
});
