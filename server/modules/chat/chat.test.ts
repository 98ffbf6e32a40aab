import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import WebSocket from 'ws';
import type { Chat, ChatMessage } from '../../../contract/chat.js';
import { members } from '../../platform/identity/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createGroup,
  createMember,
  setNetworkConfig,
  setNetworkSettings,
} from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';
import { chatMessages, chatTokens } from './tables.js';
import { ChatClient, fetchChatToken, type Push, socketUrl } from './testing.js';

let t: TestApp;
type M = Awaited<ReturnType<typeof createMember>>;
let alex: M;
let sam: M;
let kim: M;
let outsider: M;
let cookies: Record<'alex' | 'sam' | 'kim' | 'outsider', string>;
let group: Awaited<ReturnType<typeof createGroup>>;
let otherGroup: Awaited<ReturnType<typeof createGroup>>;
const clients: ChatClient[] = [];

async function open(cookie: string) {
  const client = await ChatClient.open(t, cookie);
  clients.push(client);
  return client;
}

let clientIds = 0;
const cid = () => `c-${++clientIds}-${Date.now()}`;
const messageText = (push: Push) => (push.payload.message as ChatMessage | undefined)?.text;

async function unreadChat(cookie: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/unreads',
    headers: authHeaders(cookie),
  });
  return response.json().chat;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  alex = await createMember(db, { firstName: 'Alex', lastName: 'Admin' });
  sam = await createMember(db, { firstName: 'Sam', lastName: 'Member', timeZone: 'Europe/Berlin' });
  kim = await createMember(db, { firstName: 'Kim', lastName: 'Third' });
  outsider = await createMember(db, { firstName: 'Out', lastName: 'Sider' });
  group = await createGroup(db, { name: 'Engineering' });
  otherGroup = await createGroup(db, { name: 'Secret' });
  for (const m of [alex, sam, kim]) await addGroupMembership(db, group.id, m.id);
  await addGroupMembership(db, otherGroup.id, outsider.id);
  cookies = {
    alex: await signIn(t.app, alex.email),
    sam: await signIn(t.app, sam.email),
    kim: await signIn(t.app, kim.email),
    outsider: await signIn(t.app, outsider.email),
  };
});

afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

describe('token and socket authorisation', () => {
  it('issues a token only to signed-in members from our origin', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat_token',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat_token',
      headers: { cookie: cookies.alex, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat_token',
      headers: authHeaders(cookies.alex),
    });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const ttl = new Date(body.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(3 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(3 * 3600_000);
    // Only the hash is stored.
    const rows = await t.database.db.select().from(chatTokens);
    expect(rows.some((row) => row.tokenHash === body.token)).toBe(false);
  });

  it('closes sockets without a valid token with 4401', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = new WebSocket(socketUrl(t.baseUrl, token), {
        headers: { origin: 'http://localhost:3000' },
      });
      const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
      expect(code).toBe(4401);
    }
  });

  it('closes sockets of an expired token with 4401', async () => {
    const token = await fetchChatToken(t, cookies.alex);
    await t.database.db
      .update(chatTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatTokens.memberId, alex.id));
    const socket = new WebSocket(socketUrl(t.baseUrl, token), {
      headers: { origin: 'http://localhost:3000' },
    });
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });

  it('refuses the upgrade from a foreign origin', async () => {
    const token = await fetchChatToken(t, cookies.alex);
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(socketUrl(t.baseUrl, token), {
        headers: { origin: 'https://evil.example' },
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });

  it('subscribes to own, network and group topics and refuses foreign ones', async () => {
    const client = await open(cookies.alex);
    const ready = client.received('ready')[0];
    const network = await t.ctx.network.get();
    expect(ready?.payload.topics).toEqual(
      expect.arrayContaining([`member:${alex.id}`, `network:${network.id}`, `group:${group.id}`]),
    );
    expect(ready?.payload.topics).not.toContain(`group:${otherGroup.id}`);
    expect((await client.failure('join', { topic: `group:${otherGroup.id}` })).code).toBe('not_found');
    expect((await client.failure('join', { topic: `member:${sam.id}` })).code).toBe('not_found');
    expect(await client.request('join', { topic: `group:${group.id}` })).toEqual({
      topic: `group:${group.id}`,
    });
  });

  it('answers malformed frames, unknown events and invalid payloads with errors', async () => {
    const client = await open(cookies.alex);
    expect((await client.failure('no_such_event', {})).code).toBe('unknown_event');
    const invalid = await client.failure('message', { chat_id: 'member/x', text: 1 });
    expect(invalid.code).toBe('invalid');
    expect(Object.keys(invalid.fields ?? {})).toEqual(
      expect.arrayContaining(['chat_id', 'text', 'client_id']),
    );
    const reply = await client.raw({ event: 'heartbeat' });
    expect(reply).toMatchObject({ ok: true });
  });

  it('closes the socket when its session signs out', async () => {
    const cookie = await signIn(t.app, kim.email);
    const client = await ChatClient.open(t, cookie);
    await t.app.inject({ method: 'DELETE', url: '/users/sign_out', headers: authHeaders(cookie) });
    expect((await client.waitForClose()).code).toBe(4403);
  });
});

describe('direct chats', () => {
  let chat: Chat;
  it('creates a chat, sends, and delivers to both members', async () => {
    const a = await open(cookies.alex);
    const s = await open(cookies.sam);
    chat = (await a.request('create_chat', { member_id: sam.id })).chat;
    expect(chat.id).toBe(`member/${sam.id}`);
    expect(chat.can.write).toBe(true);
    expect(chat.partner_state).not.toBeNull();

    const pushed = s.waitFor('message', (p) => (p.payload.message as ChatMessage).text === 'Hello Sam');
    const { message } = await a.request('message', { chat_id: chat.id, client_id: cid(), text: 'Hello Sam' });
    expect(message.seq).toBe(1);
    expect(message.can).toEqual({ update: true, destroy: true, start_private_chat: false });
    expect(message.client_id).not.toBeNull();
    const got = await pushed;
    expect(got.payload.chat_id).toBe(`member/${alex.id}`);
    const seen = got.payload.message as ChatMessage;
    expect(seen.client_id).toBeNull();
    expect(seen.can).toEqual({ update: false, destroy: false, start_private_chat: false });
    expect(seen.from).toMatchObject({ id: alex.id, name: 'Alex Admin', deleted: false, is_external: false });
  });

  it('never duplicates a resend with the same client id', async () => {
    const a = await open(cookies.alex);
    const s = await open(cookies.sam);
    const clientId = cid();
    const mark = s.pushes.length;
    const first = await a.request('message', {
      chat_id: `member/${sam.id}`,
      client_id: clientId,
      text: 'Once',
    });
    const again = await a.request('message', {
      chat_id: `member/${sam.id}`,
      client_id: clientId,
      text: 'Once',
    });
    expect(again.message.id).toBe(first.message.id);
    // A later message of the same chat is the barrier: a second push of the resend would precede it.
    await a.request('message', { chat_id: `member/${sam.id}`, client_id: cid(), text: 'After the resend' });
    const before = await s.pushesBefore((p) => messageText(p) === 'After the resend', mark);
    expect(before.filter((p) => messageText(p) === 'Once')).toHaveLength(1);
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId));
    expect(rows).toHaveLength(1);

    // Two copies racing: one row, and no sequence number taken by the loser (the next one follows on).
    const racing = cid();
    const copies = await Promise.all(
      [1, 2].map(() =>
        a.request('message', { chat_id: `member/${sam.id}`, client_id: racing, text: 'Race' }),
      ),
    );
    expect(copies[1]?.message.id).toBe(copies[0]?.message.id);
    const next = await a.request('message', { chat_id: `member/${sam.id}`, client_id: cid(), text: 'Next' });
    expect(next.message.seq).toBe((copies[0]?.message.seq ?? 0) + 1);
  });

  it('counts unread messages of others: rise, not on edit or delete, reset on read, never back', async () => {
    const a = await open(cookies.alex);
    const s = await open(cookies.sam);
    const chatId = `member/${sam.id}`;
    const start = (await s.request('chat_details', { chat_id: `member/${alex.id}` })).chat;
    if (start.last_message)
      await s.request('mark_as_read', { chat_id: `member/${alex.id}`, message_id: start.last_message.id });
    expect(await unreadChat(cookies.sam)).toBe(0);

    const one = (await a.request('message', { chat_id: chatId, client_id: cid(), text: 'one' })).message;
    const two = (await a.request('message', { chat_id: chatId, client_id: cid(), text: 'two' })).message;
    expect(await unreadChat(cookies.sam)).toBe(2);
    expect(await unreadChat(cookies.alex)).toBe(0);
    await a.request('update_message', { chat_id: chatId, id: one.id, text: 'one, edited' });
    await a.request('delete_message', { chat_id: chatId, id: two.id });
    expect(await unreadChat(cookies.sam)).toBe(2);

    // Sam answers: own messages never count for Sam.
    await s.request('message', { chat_id: `member/${alex.id}`, client_id: cid(), text: 'reply' });
    expect(await unreadChat(cookies.sam)).toBe(2);
    expect(await unreadChat(cookies.alex)).toBe(1);

    const read = await s.request('mark_as_read', { chat_id: `member/${alex.id}`, message_id: two.id });
    expect(read.chat.state.unread_count).toBe(0);
    expect(await unreadChat(cookies.sam)).toBe(0);
    // A late mark of an older message does not bring anything back.
    await s.request('mark_as_read', { chat_id: `member/${alex.id}`, message_id: one.id });
    expect(await unreadChat(cookies.sam)).toBe(0);
    const features = await t.app.inject({
      method: 'GET',
      url: '/api/v1/unreads',
      headers: authHeaders(cookies.sam),
    });
    expect(features.json().chat).toBe(0);
  });

  it('tells the sender about received and read, and other tabs about reading', async () => {
    const a = await open(cookies.alex);
    const s1 = await open(cookies.sam);
    const s2 = await open(cookies.sam);
    const sent = (
      await a.request('message', { chat_id: `member/${sam.id}`, client_id: cid(), text: 'state?' })
    ).message;
    const received = a.waitFor(
      'mark_as_received',
      (p) => (p.payload.partner_state as { last_received_id: string }).last_received_id === sent.id,
    );
    await s1.request('mark_as_received', { chat_id: `member/${alex.id}`, message_id: sent.id });
    expect((await received).payload.chat_id).toBe(`member/${sam.id}`);
    const readPush = a.waitFor(
      'mark_as_read',
      (p) => (p.payload.partner_state as { last_read_id: string } | null)?.last_read_id === sent.id,
    );
    const otherTab = s2.waitFor(
      'mark_as_read',
      (p) => (p.payload.state as { last_read_id: string } | null)?.last_read_id === sent.id,
    );
    await s1.request('mark_as_read', { chat_id: `member/${alex.id}`, message_id: sent.id });
    await readPush;
    expect((await otherTab).payload.chat_id).toBe(`member/${alex.id}`);
    const details = await a.request('chat_details', { chat_id: `member/${sam.id}` });
    expect(details.chat.partner_state?.last_read_id).toBe(sent.id);
    expect(details.chat.partner_state?.last_received_id).toBe(sent.id);
  });

  it('lets only the author edit and delete, within the windows the network sets', async () => {
    const a = await open(cookies.alex);
    const s = await open(cookies.sam);
    const chatId = `member/${sam.id}`;
    const mine = (await a.request('message', { chat_id: chatId, client_id: cid(), text: 'mine' })).message;
    expect(
      (await s.failure('update_message', { chat_id: `member/${alex.id}`, id: mine.id, text: 'x' })).code,
    ).toBe('forbidden');
    expect((await s.failure('delete_message', { chat_id: `member/${alex.id}`, id: mine.id })).code).toBe(
      'forbidden',
    );
    // A message of another chat is not found through this one.
    expect(
      (await a.failure('update_message', { chat_id: `member/${kim.id}`, id: mine.id, text: 'x' })).code,
    ).toBe('not_found');

    const updated = s.waitFor('update_message', (p) => (p.payload.message as ChatMessage).id === mine.id);
    const edited = await a.request('update_message', { chat_id: chatId, id: mine.id, text: 'mine, better' });
    expect(edited.message.text).toBe('mine, better');
    expect(((await updated).payload.message as ChatMessage).text).toBe('mine, better');

    await t.database.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(chatMessages.id, mine.id));
    const late = await a.failure('update_message', { chat_id: chatId, id: mine.id, text: 'too late' });
    expect(late.code).toBe('period_expired');
    expect(late.message).toContain('15 minutes');
    expect((await a.failure('delete_message', { chat_id: chatId, id: mine.id })).code).toBe('period_expired');

    const fresh = (await a.request('message', { chat_id: chatId, client_id: cid(), text: 'fresh' })).message;
    const restoreSettings = await setNetworkSettings(t.ctx, {
      chat_message_allow_update: false,
      chat_message_allow_destroy: false,
    });
    expect((await a.failure('update_message', { chat_id: chatId, id: fresh.id, text: 'x' })).code).toBe(
      'forbidden',
    );
    expect((await a.failure('delete_message', { chat_id: chatId, id: fresh.id })).code).toBe('forbidden');
    const listed = await a.request('more_messages', { chat_id: chatId, after_seq: fresh.seq - 1 });
    expect(listed.messages[0]?.can).toEqual({ update: false, destroy: false, start_private_chat: false });
    await restoreSettings();

    const deletedPush = s.waitFor(
      'delete_message',
      (p) => (p.payload.message as ChatMessage).id === fresh.id,
    );
    const deleted = await a.request('delete_message', { chat_id: chatId, id: fresh.id });
    expect(deleted.message.deleted_at).not.toBeNull();
    expect(deleted.message.text).toBe('');
    expect(((await deletedPush).payload.message as ChatMessage).text).toBe('');
  });

  it('refuses to write to locked members and to chats one may not see', async () => {
    const a = await open(cookies.alex);
    const locked = await createMember(t.database.db);
    await a.request('create_chat', { member_id: locked.id });
    await t.database.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    const chat = await a.request('chat_details', { chat_id: `member/${locked.id}` });
    expect(chat.chat.can.write).toBe(false);
    expect(
      (await a.failure('message', { chat_id: `member/${locked.id}`, client_id: cid(), text: 'hi' })).code,
    ).toBe('forbidden');
    expect((await a.failure('chat_details', { chat_id: `member/${alex.id}` })).code).toBe('not_found');
    expect((await a.failure('open', { chat_id: `group/${otherGroup.id}` })).code).toBe('not_found');
  });

  it('lists my chats newest first with last message and unread count', async () => {
    const k = await open(cookies.kim);
    await k.request('message', { chat_id: `member/${alex.id}`, client_id: cid(), text: 'Kim here' });
    const a = await open(cookies.alex);
    const { chats } = await a.request('my_chats', {});
    expect(chats[0]?.id).toBe(`member/${kim.id}`);
    expect(chats[0]?.last_message?.text).toBe('Kim here');
    expect(chats[0]?.state.unread_count).toBe(1);
    expect(chats.map((c) => c.id)).toContain(`group/${group.id}`);
    // Sam sees no chat with Kim: it has no message.
    const s = await open(cookies.sam);
    expect((await s.request('my_chats', {})).chats.map((c) => c.id)).not.toContain(`member/${kim.id}`);
  });
});

describe('group chats', () => {
  it('delivers group messages to members and not to outsiders; composing to the others', async () => {
    const a = await open(cookies.alex);
    const s = await open(cookies.sam);
    const o = await open(cookies.outsider);
    const chatId = `group/${group.id}`;
    const opened = await a.request('open', { chat_id: chatId });
    expect(opened.chat.type).toBe('group');
    expect(opened.chat.name).toBe('Engineering');

    const composer = (p: Push) => (p.payload.member as { id: string } | undefined)?.id;
    const typing = s.waitFor('composing', (p) => p.payload.chat_id === chatId);
    const alexMark = a.pushes.length;
    await a.request('composing', { chat_id: chatId });
    expect(composer(await typing)).toBe(alex.id);
    // Sam typing afterwards is the barrier: Alex's own typing would have reached Alex before it.
    await s.request('composing', { chat_id: chatId });
    const beforeSam = await a.pushesBefore(
      (p) => p.event === 'composing' && composer(p) === sam.id,
      alexMark,
    );
    expect(beforeSam.filter((p) => p.event === 'composing')).toEqual([]);

    const outsiderMark = o.pushes.length;
    const pushed = s.waitFor('message', (p) => p.payload.chat_id === chatId);
    await a.request('message', { chat_id: chatId, client_id: cid(), text: 'Hello team' });
    expect(messageText(await pushed)).toBe('Hello team');
    // A direct message to the outsider afterwards is the barrier for the group message.
    await a.request('message', {
      chat_id: `member/${outsider.id}`,
      client_id: cid(),
      text: 'Hello outsider',
    });
    const beforeDirect = await o.pushesBefore((p) => messageText(p) === 'Hello outsider', outsiderMark);
    expect(beforeDirect.filter((p) => p.event === 'message')).toEqual([]);
    expect((await o.failure('message', { chat_id: chatId, client_id: cid(), text: 'let me in' })).code).toBe(
      'not_found',
    );
  });

  it('numbers concurrent sends of several members gaplessly, without deadlocks', async () => {
    const db = t.database.db;
    const busy = await createGroup(db);
    for (const m of [alex, sam, kim]) await addGroupMembership(db, busy.id, m.id);
    const senders = await Promise.all([open(cookies.alex), open(cookies.sam), open(cookies.kim)]);
    const chatId = `group/${busy.id}`;
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        senders[i % 3]?.request('message', { chat_id: chatId, client_id: cid(), text: `burst ${i}` }),
      ),
    );
    const seqs = sent.map((r) => r?.message.seq ?? 0).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  }, 30_000);

  it('makes archived and chat-disabled groups read-only', async () => {
    const db = t.database.db;
    const archived = await createGroup(db, { archived: true });
    await addGroupMembership(db, archived.id, alex.id);
    const a = await open(cookies.alex);
    const chat = await a.request('chat_details', { chat_id: `group/${archived.id}` });
    expect(chat.chat.can.write).toBe(false);
    expect(
      (await a.failure('message', { chat_id: `group/${archived.id}`, client_id: cid(), text: 'x' })).code,
    ).toBe('forbidden');
    const quiet = await createGroup(db, { chatEnabled: false });
    await addGroupMembership(db, quiet.id, alex.id);
    expect((await a.failure('open', { chat_id: `group/${quiet.id}` })).code).toBe('not_found');
  });

  it('resynchronises after a reconnect without gaps or duplicates', async () => {
    const chatId = `group/${group.id}`;
    const s = await open(cookies.sam);
    const first = await s.request('open', { chat_id: chatId });
    const lastSeq = first.messages.at(-1)?.seq ?? 0;
    s.close();
    const a = await open(cookies.alex);
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 7; i++)
      sent.push(
        (await a.request('message', { chat_id: chatId, client_id: cid(), text: `missed ${i}` })).message,
      );
    const again = await open(cookies.sam);
    const got: ChatMessage[] = [];
    let after = lastSeq;
    for (;;) {
      const page = await again.request('more_messages', { chat_id: chatId, after_seq: after, limit: 3 });
      got.push(...page.messages);
      after = page.messages.at(-1)?.seq ?? after;
      if (!page.has_more) break;
    }
    expect(got.map((m) => m.id)).toEqual(sent.map((m) => m.id));
    expect(got.map((m) => m.seq)).toEqual(sent.map((_, i) => lastSeq + 1 + i));
    const older = await again.request('more_messages', {
      chat_id: chatId,
      before_seq: sent[0]?.seq ?? 0,
      limit: 2,
    });
    expect(older.messages.every((m) => m.seq < (sent[0]?.seq ?? 0))).toBe(true);
    const changed = await again.request('more_messages', {
      chat_id: chatId,
      updated_after: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(changed.messages.length).toBeGreaterThan(0);
  });
});

describe('attachments', () => {
  it('publishes uploads as message attachments readable by chat members only, within the caps', async () => {
    const png = await pngBytes(40, 40);
    const uploaded = await upload(
      t,
      authHeaders(cookies.alex),
      { filename: 'shot.png', content: png, contentType: 'image/png' },
      { kind: 'images' },
    );
    expect(uploaded.statusCode).toBe(200);
    const imageId = uploaded.json().id as string;
    const doc = await upload(t, authHeaders(cookies.alex), {
      filename: 'notes.txt',
      content: Buffer.from('notes'),
      contentType: 'text/plain',
    });
    const fileId = doc.json().id as string;
    const a = await open(cookies.alex);
    const chatId = `member/${sam.id}`;
    const { message } = await a.request('message', {
      chat_id: chatId,
      client_id: cid(),
      text: '',
      image_ids: [imageId],
      file_ids: [fileId],
    });
    expect(message.images).toEqual([{ id: imageId, original_filename: 'shot.png' }]);
    expect(message.files[0]).toMatchObject({ id: fileId, original_filename: 'notes.txt', extension: 'txt' });

    const asSam = await t.app.inject({
      method: 'GET',
      url: `/api/storage/files/${fileId}/get/notes.txt`,
      headers: authHeaders(cookies.sam),
    });
    expect(asSam.statusCode).toBe(200);
    const asKim = await t.app.inject({
      method: 'GET',
      url: `/api/storage/files/${fileId}/get/notes.txt`,
      headers: authHeaders(cookies.kim),
    });
    expect(asKim.statusCode).toBe(404);

    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file_token',
      headers: authHeaders(cookies.sam),
      payload: { chat_message_id: message.id },
    });
    expect(token.statusCode).toBe(200);
    const archive = await t.app.inject({
      method: 'POST',
      url: '/api/storage/v2/archive',
      headers: { origin: 'http://localhost:3000' },
      payload: { token: token.json().token },
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file_token',
      headers: authHeaders(cookies.kim),
      payload: { chat_message_id: message.id },
    });
    expect(foreign.statusCode).toBe(404);

    // Someone else's upload cannot be attached.
    const samsUpload = await upload(t, authHeaders(cookies.sam), {
      filename: 'x.txt',
      content: Buffer.from('x'),
      contentType: 'text/plain',
    });
    expect(
      (
        await a.failure('message', {
          chat_id: chatId,
          client_id: cid(),
          text: 'x',
          file_ids: [samsUpload.json().id],
        })
      ).code,
    ).toBe('invalid');

    onTestFinished(await setNetworkConfig(t.ctx, { chat: { max_file_attachments: 1 } }));
    const many = [fileId, samsUpload.json().id as string];
    expect(
      (await a.failure('message', { chat_id: chatId, client_id: cid(), text: 'x', file_ids: many })).code,
    ).toBe('too_many_files');
  });
});

describe('status and mute', () => {
  it('stores the status, hides invisible members and respects show_online_status', async () => {
    const k = await open(cookies.kim);
    const a = await open(cookies.alex);
    // Statuses go to the members who share a direct chat.
    await a.request('create_chat', { member_id: kim.id });
    const busy = a.waitFor(
      'status',
      (p) => p.payload.member_id === kim.id && (p.payload.status as { type: string }).type === 'busy',
    );
    const profile = await k.request('set_status', { type: 'busy', text: 'In a\nmeeting' });
    expect(profile.status).toEqual({ type: 'busy', text: 'In a meeting' });
    expect((await busy).payload.status).toEqual({ type: 'busy', text: 'In a meeting' });
    const seen = await a.request('chat_details', { chat_id: `member/${kim.id}` });
    expect(seen.chat.status).toEqual({ type: 'busy', text: 'In a meeting' });
    expect((await k.failure('set_status', { type: 'online', text: 'x'.repeat(101) })).code).toBe('invalid');

    await k.request('set_status', { type: 'invisible', text: '' });
    expect((await a.request('chat_details', { chat_id: `member/${kim.id}` })).chat.status).toEqual({
      type: 'offline',
      text: '',
    });
    expect((await k.request('my_profile', {})).status.type).toBe('invisible');

    await k.request('set_status', { type: 'online', text: '' });
    onTestFinished(await setNetworkConfig(t.ctx, { show_online_status: false }));
    expect((await a.request('chat_details', { chat_id: `member/${kim.id}` })).chat.status).toBeNull();
  });

  it('shows members offline once their last socket closes', async () => {
    const lee = await createMember(t.database.db, { firstName: 'Lee' });
    const a = await open(cookies.alex);
    // Statuses go to the members who share a direct chat.
    await a.request('create_chat', { member_id: lee.id });
    const online = a.waitFor(
      'status',
      (p) => p.payload.member_id === lee.id && (p.payload.status as { type: string }).type === 'online',
    );
    const leeChat = await open(await signIn(t.app, lee.email));
    await online;
    expect((await a.request('chat_details', { chat_id: `member/${lee.id}` })).chat.status?.type).toBe(
      'online',
    );
    const offline = a.waitFor(
      'status',
      (p) => p.payload.member_id === lee.id && (p.payload.status as { type: string }).type === 'offline',
    );
    leeChat.close();
    await offline;
    expect((await a.request('chat_details', { chat_id: `member/${lee.id}` })).chat.status?.type).toBe(
      'offline',
    );
  });

  it('mutes for an hour, to the end of the day or week in the member time zone, forever, and unmutes', async () => {
    const s = await open(cookies.sam);
    const chatId = `member/${alex.id}`;
    const hour = (await s.request('mute_chat', { chat_id: chatId, period: 'one_hour' })).chat.state
      .muted_until;
    expect(Math.abs(new Date(hour ?? 0).getTime() - Date.now() - 3600_000)).toBeLessThan(10_000);
    const day = (await s.request('mute_chat', { chat_id: chatId, period: 'end_of_day' })).chat.state
      .muted_until;
    const berlinTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(day ?? 0));
    expect(berlinTime).toBe('23:59');
    const week = (await s.request('mute_chat', { chat_id: chatId, period: 'end_of_week' })).chat.state
      .muted_until;
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'long' }).format(
      new Date(week ?? 0),
    );
    expect(weekday).toBe('Sunday');
    const other = await open(cookies.sam);
    const pushed = other.waitFor('mute_chat', (p) => p.payload.chat_id === chatId);
    const forever = (await s.request('mute_chat', { chat_id: chatId, period: 'forever' })).chat.state;
    expect(forever.muted_until).toBe('9999-12-31T23:59:59.999Z');
    await pushed;
    const unmuted = await s.request('unmute_chat', { chat_id: chatId });
    expect(unmuted.chat.state.muted_until).toBeNull();
  });
});
