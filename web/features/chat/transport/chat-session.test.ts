import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../api/chat-keys';
import type { Chat, ChatMessage } from '../types';
import { CATCH_UP_RETRY_MIN_MS } from './catch-up';
import { CATCH_UP_SPREAD_MS, ChatSession, GAP_WAIT_MS } from './chat-session';
import { ChatSocket, RATE_LIMIT_RETRY_MAX_MS, RECONNECT_MAX_MS, REQUEST_TIMEOUT_MS } from './chat-socket';
import { FakeSocket } from './fake-socket';
import { OUTBOX_RETRY_MIN_MS } from './outbox';
import { mergeIntoRoom, type Room } from './room-cache';
import { createTokenCache } from './token';

const CHAT_ID = 'member/bbbbbbbbbbbbbbbbbbbbbbbb';
const me = { id: 'me', name: 'Me', deleted: false, is_external: false, image_id: null };
const partner = {
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Partner',
  deleted: false,
  is_external: false,
  image_id: null,
};

const message = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  chat_id: CHAT_ID,
  seq,
  client_id: null,
  text: `text ${seq}`,
  from: partner,
  created_at: new Date(Date.UTC(2026, 10, 22, 10, seq)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 10, 22, 10, seq)).toISOString(),
  deleted_at: null,
  quoted_message: null,
  files: [],
  images: [],
  link_attachments: [],
  link_preview: null,
  can: { update: false, destroy: false, start_private_chat: false },
  ...overrides,
});

const chat: Chat = {
  id: CHAT_ID,
  type: 'member',
  name: 'Partner',
  image_id: null,
  path: '/members/b',
  status: null,
  last_message: null,
  last_interacted_at: '2026-11-22T10:00:00.000Z',
  state: { muted_until: null, app_muted_until: null, last_read_id: 'm2', last_read_seq: 2, unread_count: 0 },
  partner_state: { last_received_id: null, last_received_seq: 0, last_read_id: null, last_read_seq: 0 },
  can: { write: true, mute: true },
};

const setup = async () => {
  const sockets: FakeSocket[] = [];
  const socket = new ChatSocket({
    fetchToken: async () => ({ token: 't', expires_at: new Date(Date.now() + 3_600_000 * 3).toISOString() }),
    tokens: createTokenCache(null),
    createSocket: (token) => {
      const fake = new FakeSocket(token);
      sockets.push(fake);
      return fake;
    },
    random: () => 0,
  });
  const client = new QueryClient();
  const session = new ChatSession(socket, client, () => 0.5);
  const current = () => sockets[sockets.length - 1] as FakeSocket;
  socket.start();
  await vi.advanceTimersByTimeAsync(0);
  current().open();
  client.setQueryData(chatKeys.profile, { member: me });
  client.setQueryData(chatKeys.chats, [chat]);
  const opening = session.fetchRoom(CHAT_ID);
  current().reply(current().last('open').ref, {
    chat,
    messages: [message(1), message(2), message(3)],
    has_more: false,
  });
  client.setQueryData(chatKeys.room(CHAT_ID), await opening);
  const room = () => client.getQueryData<Room>(chatKeys.room(CHAT_ID)) as Room;
  return { session, client, current, room };
};

describe('chat session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('merges pushed messages and marks others as received', async () => {
    const { current, room, client } = await setup();
    current().push('message', { chat_id: CHAT_ID, message: message(4) });
    expect(room().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(current().last('mark_as_received').payload).toEqual({ chat_id: CHAT_ID, message_id: 'm4' });
    const listed = client.getQueryData<Chat[]>(chatKeys.chats)?.[0];
    expect(listed?.last_message?.id).toBe('m4');
    expect(listed?.state.unread_count).toBe(1);
  });

  it('fetches what was missed after a reconnect, with no gap and no duplicate', async () => {
    const { current, room } = await setup();
    current().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    current().open();
    await vi.advanceTimersByTimeAsync(0);
    const first = current().last('more_messages');
    expect(first.payload).toMatchObject({ chat_id: CHAT_ID, after_seq: 3 });
    // The server answers with an overlap (3 again) and says there is more.
    current().reply(first.ref, { messages: [message(3), message(4), message(5)], has_more: true });
    await vi.advanceTimersByTimeAsync(0);
    const second = current().last('more_messages');
    expect(second.payload).toMatchObject({ after_seq: 5 });
    current().reply(second.ref, { messages: [message(6)], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    const edits = current().last('more_messages');
    expect(edits.payload).toHaveProperty('updated_after');
    current().reply(edits.ref, {
      messages: [message(2, { text: 'edited', updated_at: '2026-11-22T12:00:00.000Z' })],
      has_more: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('chat_details').ref, { chat });
    await vi.advanceTimersByTimeAsync(0);
    expect(room().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(room().messages[1]?.text).toBe('edited');
  });

  it('keeps an unconfirmed message pending and resends it with the same client id after a reconnect', async () => {
    const { session, current, room } = await setup();
    const sent = session.send({ chat_id: CHAT_ID, client_id: 'c-1', text: 'hello' });
    expect(room().messages.at(-1)).toMatchObject({ pending: true, text: 'hello' });
    current().serverClose(1006);
    await expect(sent).resolves.toBeNull();
    expect(room().messages.at(-1)).toMatchObject({ pending: true });
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    current().open();
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('more_messages').ref, { messages: [], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('more_messages').ref, { messages: [], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('chat_details').ref, { chat });
    await vi.advanceTimersByTimeAsync(0);
    const resend = current().last('message');
    expect(resend.payload).toMatchObject({ client_id: 'c-1', text: 'hello' });
    current().reply(resend.ref, { message: message(4, { client_id: 'c-1', text: 'hello', from: me }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(room().messages.map((m) => [m.id, Boolean(m.pending)])).toEqual([
      ['m1', false],
      ['m2', false],
      ['m3', false],
      ['m4', false],
    ]);
  });

  it('shows the attachments of a pending message, also after a reconnect, until the stored one replaces it', async () => {
    const { session, current, room } = await setup();
    const file = {
      id: 'f1',
      original_filename: 'plan.pdf',
      size: 10,
      content_type: 'application/pdf',
      extension: 'pdf',
      author_name: 'Me',
      created_at: '2026-11-22T10:00:00.000Z',
    };
    const image = { id: 'i1', original_filename: 'photo.png' };
    const link = {
      id: 'crawl-1',
      url: 'https://example.org/',
      title: 'Example',
      description: null,
      image_url: null,
      loading: false,
      show: true,
    };
    void session.send(
      { chat_id: CHAT_ID, client_id: 'c-att', text: 'see', file_ids: ['f1'], image_ids: ['i1'] },
      { files: [file], images: [image], link_attachments: [link] },
    );
    expect(room().messages.at(-1)).toMatchObject({
      pending: true,
      files: [file],
      images: [image],
      link_attachments: [link],
      link_preview: link,
    });
    current().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    current().open();
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('more_messages').ref, { messages: [], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('more_messages').ref, { messages: [], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('chat_details').ref, { chat });
    await vi.advanceTimersByTimeAsync(0);
    expect(room().messages.at(-1)).toMatchObject({ pending: true, files: [file], images: [image] });
    const stored = message(4, { client_id: 'c-att', text: 'see', from: me, files: [file], images: [] });
    current().reply(current().last('message').ref, { message: stored });
    await vi.advanceTimersByTimeAsync(0);
    expect(room().messages.at(-1)).toMatchObject({ id: 'm4', images: [], link_preview: null });
    expect(room().messages.some((m) => m.pending)).toBe(false);
  });

  it('takes a refused message out again', async () => {
    const { session, current, room } = await setup();
    const sent = session.send({ chat_id: CHAT_ID, client_id: 'c-2', text: 'nope' });
    current().refuse(current().last('message').ref, 'forbidden');
    await expect(sent).rejects.toMatchObject({ code: 'forbidden' });
    expect(room().messages.some((m) => m.pending)).toBe(false);
  });

  it('catches up on the catch_up push from the first gap, not from the newest message held', async () => {
    const { current, room, client } = await setup();
    // 5 came by push, 4 was lost on the bus.
    mergeIntoRoom(client, CHAT_ID, [message(5)]);
    current().push('catch_up', { since: '2026-11-22T10:03:00.000Z' });
    // Each client starts at its own moment within the spread (here the middle).
    await vi.advanceTimersByTimeAsync(CATCH_UP_SPREAD_MS / 2 - 1);
    expect(current().sent.some((frame) => frame.event === 'more_messages')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryState(chatKeys.chats)?.isInvalidated).toBe(true);
    const missing = current().last('more_messages');
    expect(missing.payload).toMatchObject({ chat_id: CHAT_ID, after_seq: 3 });
    current().reply(missing.ref, { messages: [message(4), message(5)], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    const edits = current().last('more_messages');
    expect(edits.payload).toMatchObject({ updated_after: '2026-11-22T10:03:00.000Z' });
    current().reply(edits.ref, { messages: [], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('chat_details').ref, { chat });
    await vi.advanceTimersByTimeAsync(0);
    expect(room().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fetches a gap the pushes left once it has not filled within a second', async () => {
    const { current, room } = await setup();
    current().push('message', { chat_id: CHAT_ID, message: message(5) });
    // Pushes of two instances may overtake each other: 4 still comes by push.
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS / 2);
    current().push('message', { chat_id: CHAT_ID, message: message(4) });
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS);
    expect(current().sent.some((frame) => frame.event === 'more_messages')).toBe(false);

    current().push('message', { chat_id: CHAT_ID, message: message(7) });
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS - 1);
    expect(current().sent.some((frame) => frame.event === 'more_messages')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const missing = current().last('more_messages');
    expect(missing.payload).toMatchObject({ chat_id: CHAT_ID, after_seq: 5 });
    current().reply(missing.ref, { messages: [message(6), message(7)], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(room().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('does not swallow a failed catch-up: it reads as stale and runs again until it succeeds', async () => {
    const { session, current, room } = await setup();
    current().push('catch_up', { since: '2026-11-22T10:03:00.000Z' });
    await vi.advanceTimersByTimeAsync(CATCH_UP_SPREAD_MS);
    current().refuse(current().last('more_messages').ref, 'internal');
    await vi.advanceTimersByTimeAsync(0);
    expect(session.catchUps.isStale).toBe(true);
    const asked = current().sent.length;
    await vi.advanceTimersByTimeAsync(CATCH_UP_RETRY_MIN_MS - 1);
    expect(current().sent).toHaveLength(asked);
    await vi.advanceTimersByTimeAsync(1);
    const again = current().last('more_messages');
    expect(again.payload).toMatchObject({ after_seq: 3 });
    current().reply(again.ref, { messages: [message(4)], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    // The edits are still asked from the first catch-up's time.
    const edits = current().last('more_messages');
    expect(edits.payload).toMatchObject({ updated_after: '2026-11-22T10:03:00.000Z' });
    current().reply(edits.ref, { messages: [], has_more: false });
    await vi.advanceTimersByTimeAsync(0);
    current().reply(current().last('chat_details').ref, { chat });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.catchUps.isStale).toBe(false);
    expect(room().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a rate-limited message pending and sends it again after a pause', async () => {
    const { session, current, room } = await setup();
    const sent = session.send({ chat_id: CHAT_ID, client_id: 'c-busy', text: 'busy' }, undefined);
    // The server stays busy past the request's timeout: the message stays in the outbox.
    for (let waited = 0; waited < REQUEST_TIMEOUT_MS; waited += RATE_LIMIT_RETRY_MAX_MS / 4) {
      const frame = current().last('message');
      current().refuse(frame.ref, 'rate_limited', { retry_after_ms: RATE_LIMIT_RETRY_MAX_MS / 4 });
      await vi.advanceTimersByTimeAsync(RATE_LIMIT_RETRY_MAX_MS / 4);
    }
    await expect(sent).resolves.toBeNull();
    expect(room().messages.at(-1)).toMatchObject({ pending: true, text: 'busy' });
    const before = current().sent.length;
    await vi.advanceTimersByTimeAsync(OUTBOX_RETRY_MIN_MS);
    expect(current().sent.length).toBe(before + 1);
    const resend = current().last('message');
    expect(resend.payload).toMatchObject({ client_id: 'c-busy', text: 'busy' });
    current().reply(resend.ref, { message: message(4, { client_id: 'c-busy', text: 'busy', from: me }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(
      room()
        .messages.map((m) => [m.id, Boolean(m.pending)])
        .at(-1),
    ).toEqual(['m4', false]);
  });

  it('tells when a message sent again after a reconnect is refused', async () => {
    const { session, current, room } = await setup();
    const refused: string[] = [];
    session.onSendRefused((m, error) => refused.push(`${m.client_id}:${(error as { code: string }).code}`));
    void session.send({ chat_id: CHAT_ID, client_id: 'c-late', text: 'late' });
    current().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    current().open();
    await vi.advanceTimersByTimeAsync(0);
    current().refuse(current().last('message').ref, 'forbidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(refused).toEqual(['c-late:forbidden']);
    expect(room().messages.some((m) => m.pending)).toBe(false);
  });

  it('shows who is typing until 2 s pass without another composing event', async () => {
    const { session, current } = await setup();
    current().push('composing', { chat_id: CHAT_ID, member: partner });
    expect(session.typing.get(CHAT_ID)).toBe('Partner');
    await vi.advanceTimersByTimeAsync(1500);
    current().push('composing', { chat_id: CHAT_ID, member: partner });
    await vi.advanceTimersByTimeAsync(1999);
    expect(session.typing.get(CHAT_ID)).toBe('Partner');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.typing.get(CHAT_ID)).toBeNull();
  });

  it('applies read and received states of the partner', async () => {
    const { current, room } = await setup();
    current().push('mark_as_received', {
      chat_id: CHAT_ID,
      partner_state: { last_received_id: 'm3', last_received_seq: 3, last_read_id: null, last_read_seq: 0 },
    });
    expect(room().chat.partner_state?.last_received_seq).toBe(3);
    current().push('mark_as_read', {
      chat_id: CHAT_ID,
      state: null,
      partner_state: { last_received_id: 'm3', last_received_seq: 3, last_read_id: 'm3', last_read_seq: 3 },
    });
    expect(room().chat.partner_state?.last_read_seq).toBe(3);
  });
});
