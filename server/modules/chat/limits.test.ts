import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE, CHAT_MAX_SOCKETS_PER_MEMBER, CHAT_REQUESTS_PER_SECOND } from '../../../contract/chat.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { ChatClient, fetchChatToken } from './testing.js';

/** Two instances on one database: the socket cap counts the member's sockets on both. */
let a: TestApp;
let b: TestApp;
const clients: ChatClient[] = [];

async function open(t: TestApp, cookie: string) {
  const client = await ChatClient.connect(t.baseUrl, await fetchChatToken(t, cookie));
  clients.push(client);
  return client;
}

beforeAll(async () => {
  a = await createTestApp({ listen: true });
  b = await createTestApp({ listen: true, sharedDatabase: a.database });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await b?.close();
  await a?.close();
});

describe('one member, many sockets', () => {
  it('caps the sockets of a member across instances', async () => {
    const member = await createMember(a.database.db);
    const cookie = await signIn(a.app, member.email);
    const onA = Math.ceil(CHAT_MAX_SOCKETS_PER_MEMBER / 2);
    for (let i = 0; i < CHAT_MAX_SOCKETS_PER_MEMBER; i++) {
      const client = await open(i < onA ? a : b, cookie);
      await client.waitFor('ready');
    }
    for (const t of [a, b]) {
      const refused = await open(t, cookie);
      expect(await refused.waitForClose()).toEqual({
        code: CHAT_CLOSE.tooManySockets,
        reason: 'too many sockets',
      });
    }
    // Another member is not affected.
    const other = await createMember(a.database.db);
    await (await open(b, await signIn(b.app, other.email))).waitFor('ready');
  });

  it('limits the requests of a member over all their sockets', async () => {
    const member = await createMember(a.database.db);
    const cookie = await signIn(a.app, member.email);
    const sockets = [await open(a, cookie), await open(a, cookie), await open(a, cookie)];
    await Promise.all(sockets.map((s) => s.waitFor('ready')));
    const perSocket = CHAT_REQUESTS_PER_SECOND;
    const replies = await Promise.all(
      sockets.flatMap((s) => Array.from({ length: perSocket }, () => s.raw({ event: 'heartbeat' }))),
    );
    const refused = replies.filter((r) => r.ok === false);
    // One bucket for the member: about one socket's worth passes (plus what refills meanwhile).
    expect(replies.length - refused.length).toBeLessThan(perSocket + perSocket / 2);
    for (const reply of refused) {
      expect(reply.error).toMatchObject({ code: 'rate_limited', retry_after_ms: expect.any(Number) });
      expect((reply.error as { retry_after_ms: number }).retry_after_ms).toBeGreaterThan(0);
    }
  });
});
