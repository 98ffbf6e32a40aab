import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatError, chatEventNames, requests } from '../../../contract/chat-protocol.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { fuzzString, type HostileValue, hostileValues, seededRandom } from '../../test/hostile-values.js';
import { fieldKey, leavesOf, sampleOf, toJsonSchema, withLeaf } from '../../test/schema-inputs.js';
import { backOff, ChatClient } from './testing.js';

/**
 * Hostile values in every field of every socket action, derived from the contract's request schemas
 * (a new action is covered without naming it here): the answer is an error frame where the contract
 * must refuse, never `internal`, and the socket stays usable.
 */
let t: TestApp;
let client: ChatClient;
/** Values of fields a made-up value would not reach far with: a chat, topic and message of the viewer. */
let named: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  const viewer = await createMember(db);
  const partner = await createMember(db);
  const group = await createGroup(db);
  await addGroupMembership(db, group.id, viewer.id);
  await addGroupMembership(db, group.id, partner.id);
  client = await ChatClient.open(t, await signIn(t.app, viewer.email));
  const chatId = `group/${group.id}`;
  const { message } = await client.request('message', { chat_id: chatId, client_id: 'first', text: 'hello' });
  named = {
    chat_id: chatId,
    topic: `group:${group.id}`,
    member_id: partner.id,
    group_id: group.id,
    id: message.id,
    message_id: message.id,
  };
});
afterAll(async () => {
  client?.close();
  await t?.close();
});

type Reply = { ok: boolean; error?: ChatError };

/** Sends a frame; a rate-limited one is sent again once the socket's budget has refilled. */
async function send(event: string, payload: unknown): Promise<Reply> {
  for (;;) {
    const reply = (await client.raw({ event, payload })) as Reply;
    if (reply.error?.code !== 'rate_limited') return reply;
    await backOff(reply.error.retry_after_ms ?? 1_000);
  }
}

/** What is wrong with the reply to a hostile value, or null. */
function wrongAnswer(probe: HostileValue, reply: Reply): string | null {
  if (reply.error?.code === 'internal') return 'internal';
  if (!probe.refused && !probe.refusedWith) return null;
  if (reply.ok) return 'accepted';
  const messages = reply.error?.fields?.[fieldKey(probe.path)] ?? [];
  return probe.refusedWith && !messages.includes(probe.refusedWith) ? JSON.stringify(reply.error) : null;
}

describe('hostile values in every socket action', () => {
  it('answers error frames with field errors, never internal, and the socket stays usable', async () => {
    const failures: string[] = [];
    for (const event of chatEventNames) {
      const schema = toJsonSchema(requests[event]);
      if (!schema) continue;
      const base = sampleOf(schema, named);
      for (const leaf of leavesOf(schema)) {
        for (const probe of hostileValues(leaf, 'json')) {
          const reply = await send(event, withLeaf(base, probe.path, probe.value));
          const wrong = wrongAnswer(probe, reply);
          if (wrong)
            failures.push(`${event} ${fieldKey(probe.path)}=${JSON.stringify(probe.value)}: ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(client.closed).toBeNull();
    expect((await send('heartbeat', {})).ok).toBe(true);
  }, 300_000);

  it('answers frames of random text without internal errors', async () => {
    const random = seededRandom(20_240_601);
    const failures: string[] = [];
    for (let round = 0; round < 60; round += 1) {
      const event = chatEventNames[round % chatEventNames.length] as string;
      const schema = toJsonSchema(requests[event as keyof typeof requests]);
      if (!schema) continue;
      const base = sampleOf(schema, named);
      for (const leaf of leavesOf(schema).filter((l) => l.type === 'string')) {
        const value = fuzzString(random);
        const reply = await send(event, withLeaf(base, leaf.path, value));
        if (reply.error?.code === 'internal')
          failures.push(`${event} ${fieldKey(leaf.path)}=${JSON.stringify(value.slice(0, 80))}`);
      }
    }
    expect(failures).toEqual([]);
    expect(client.closed).toBeNull();
  }, 300_000);

  it('refuses a resync from before the year 1000 instead of failing', async () => {
    const reply = await send('more_messages', {
      chat_id: named.chat_id,
      updated_after: '0000-01-01T00:00:00Z',
    });
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'invalid', fields: { updated_after: ['errors.validation.date_out_of_range'] } },
    });
  });
});
