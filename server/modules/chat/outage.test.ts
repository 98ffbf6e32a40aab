import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { redisServerInstalled, startThrowawayRedis, type ThrowawayRedis } from '../../test/redis-server.js';
import { ChatClient, fetchChatToken, type Push } from './testing.js';

/**
 * Fault tests: two instances on one database and a Redis of the test's own, which is stopped and
 * started again. Stored means acknowledged, whatever the bus does; what the bus lost, clients catch up.
 */
let redis: ThrowawayRedis;
let a: TestApp;
let b: TestApp;
const clients: ChatClient[] = [];

const health = async (t: TestApp) => (await t.app.inject({ url: '/health' })).json();

/** Polls until `ready()` holds (a barrier on reported state, never a sleep before asserting absence). */
async function until(ready: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const busOf = async (t: TestApp) => (await health(t)).bus as string;
const outage = async () => {
  await redis.stop();
  await until(async () => (await busOf(a)) === 'degraded' && (await busOf(b)) === 'degraded');
};
const recovery = async () => {
  await redis.start();
  await until(async () => (await busOf(a)) === 'ok' && (await busOf(b)) === 'ok');
};

/**
 * A client as docs/chat-protocol.md asks for: it keeps the sequence numbers it holds, and on
 * `catch_up` fetches the chat from its first gap onwards.
 */
class CatchingUp {
  readonly seqs = new Set<number>();
  private fetching: Promise<void> = Promise.resolve();
  catchUps = 0;

  constructor(
    readonly client: ChatClient,
    private readonly chatId: string,
  ) {
    client.socket.on('message', (data) => {
      const push = JSON.parse(data.toString()) as Push & { ref?: string };
      if (push.ref) return;
      if (push.event === 'message') this.seqs.add((push.payload.message as ChatMessage).seq);
      if (push.event === 'catch_up') {
        this.catchUps += 1;
        this.fetching = this.fetching.then(() => this.fillGaps());
      }
    });
  }

  private async fillGaps() {
    let after = 0;
    while (this.seqs.has(after + 1)) after += 1;
    for (;;) {
      const page = await this.client.request('more_messages', { chat_id: this.chatId, after_seq: after });
      for (const m of page.messages) this.seqs.add(m.seq);
      after = page.messages.at(-1)?.seq ?? after;
      if (!page.has_more) break;
    }
  }

  settled() {
    return this.fetching;
  }
}

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
  for (const c of clients) c.close();
  await b?.close();
  await a?.close();
  await redis?.close();
});

const connect = async (t: TestApp, cookie: string) => {
  const client = await ChatClient.connect(t.baseUrl, await fetchChatToken(t, cookie));
  clients.push(client);
  await client.waitFor('ready');
  return client;
};

describe.skipIf(!redisServerInstalled() && !process.env.CI)('a Redis outage', () => {
  it('ends a session signed out meanwhile on every instance, caches and sockets included', async () => {
    const member = await createMember(a.database.db);
    const cookie = await signIn(a.app, member.email);
    const onB = await connect(b, cookie);
    // B has the session in its cache now.
    expect((await b.app.inject({ url: '/api/v1/me', headers: authHeaders(cookie) })).statusCode).toBe(200);

    await outage();
    expect(await health(a)).toEqual({ status: 'degraded', database: 'ok', bus: 'degraded' });
    const signOut = await a.app.inject({
      method: 'DELETE',
      url: '/users/sign_out',
      headers: authHeaders(cookie),
    });
    expect(signOut.statusCode).toBe(204);

    expect((await b.app.inject({ url: '/api/v1/me', headers: authHeaders(cookie) })).statusCode).toBe(401);
    onB.socket.send(JSON.stringify({ ref: 'after-sign-out', event: 'heartbeat' }));
    expect((await onB.waitForClose()).code).toBe(4403);
    await recovery();
  });

  it('acknowledges sends at once, and every socket catches up on what the bus lost', async () => {
    const db = a.database.db;
    const people = [await createMember(db), await createMember(db), await createMember(db)];
    const group = await createGroup(db);
    for (const p of people) await addGroupMembership(db, group.id, p.id);
    const chatId = `group/${group.id}`;
    const cookies = await Promise.all(people.map((p) => signIn(a.app, p.email)));
    const senders = [await connect(a, cookies[0] ?? ''), await connect(b, cookies[1] ?? '')];
    const listeners = [
      new CatchingUp(await connect(a, cookies[2] ?? ''), chatId),
      new CatchingUp(await connect(b, cookies[2] ?? ''), chatId),
      new CatchingUp(senders[0] as ChatClient, chatId),
      new CatchingUp(senders[1] as ChatClient, chatId),
    ];
    let sent = 0;
    const send = async () => {
      const sender = senders[sent % 2] as ChatClient;
      sent += 1;
      const started = performance.now();
      const { message } = await sender.request('message', {
        chat_id: chatId,
        client_id: `outage-${sent}`,
        text: `message ${sent}`,
      });
      return { seq: message.seq, ms: performance.now() - started };
    };

    for (let i = 0; i < 6; i++) await send();
    await outage();
    const during = [];
    for (let i = 0; i < 10; i++) during.push(await send());
    // Stored, so acknowledged: without waiting for Redis.
    expect(Math.max(...during.map((d) => d.ms))).toBeLessThan(1_000);
    await redis.start();
    // Right after Redis returns, before the instances have reconnected.
    for (let i = 0; i < 6; i++) await send();
    await until(async () => (await busOf(a)) === 'ok' && (await busOf(b)) === 'ok');
    await until(() => listeners.every((l) => l.catchUps > 0));
    for (let i = 0; i < 4; i++) await send();

    // Barrier: the last message reached everyone by push, and the catch-ups are done.
    for (const l of listeners) {
      await l.client.waitFor('message', (p) => (p.payload.message as ChatMessage).seq === sent, 5_000);
      await l.settled();
    }
    const all = Array.from({ length: sent }, (_, i) => i + 1);
    for (const l of listeners) expect([...l.seqs].sort((x, y) => x - y)).toEqual(all);
    // The pushes alone had lost the messages of the outage.
    const pushed = new Set(
      listeners[0]?.client.received('message').map((p) => (p.payload.message as ChatMessage).seq),
    );
    expect(during.filter((d) => !pushed.has(d.seq)).length).toBeGreaterThan(0);
  });
});
