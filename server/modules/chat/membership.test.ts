import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { groupMemberships } from '../groups/tables.js';
import { unreadsChanged } from '../unreads/service.js';
import { chatParticipants } from './tables.js';
import { ChatClient } from './testing.js';
import { countUnreadChats } from './unreads.js';

let t: TestApp;
const clients: ChatClient[] = [];

async function open(cookie: string) {
  const client = await ChatClient.open(t, cookie);
  clients.push(client);
  return client;
}

async function unreadChat(cookie: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/unreads',
    headers: authHeaders(cookie),
  });
  return response.json().chat;
}

beforeAll(async () => {
  // A short recheck, so that a lost leave event is noticed within the test.
  t = await createTestApp({
    listen: true,
    configOverrides: { chat: { membershipRecheckMs: 200, sessionRecheckMs: 30_000 } },
  });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

describe('leaving a group without the bus event', () => {
  it('drops the group chat from the unread count and from my_chats at once', async () => {
    const db = t.database.db;
    const sam = await createMember(db, { firstName: 'Sam' });
    const kim = await createMember(db, { firstName: 'Kim' });
    const partner = await createMember(db, { firstName: 'Pat' });
    const group = await createGroup(db, { name: 'Leavers' });
    for (const m of [sam, kim]) await addGroupMembership(db, group.id, m.id);
    const samCookie = await signIn(t.app, sam.email);
    const kimCookie = await signIn(t.app, kim.email);
    const patCookie = await signIn(t.app, partner.email);
    const s = await open(samCookie);
    const k = await open(kimCookie);
    const p = await open(patCookie);

    const chatId = `group/${group.id}`;
    await s.request('message', { chat_id: chatId, client_id: 'leave-0', text: 'welcome' });
    // Kim's row in the group chat appears with the list; everything before counts as read.
    expect((await k.request('my_chats', {})).chats.map((c) => c.id)).toContain(chatId);
    await s.request('message', { chat_id: chatId, client_id: 'leave-1', text: 'one' });
    await s.request('message', { chat_id: chatId, client_id: 'leave-2', text: 'two' });
    await p.request('message', { chat_id: `member/${kim.id}`, client_id: 'leave-3', text: 'direct' });
    expect(await unreadChat(kimCookie)).toBe(3);

    // The membership ends without any bus event: the chat's handler never runs.
    await db
      .delete(groupMemberships)
      .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, kim.id)));
    const stale = await db.select().from(chatParticipants).where(eq(chatParticipants.memberId, kim.id));
    expect(stale).toHaveLength(2);

    // The counter itself; the unread cache in front of it expires within the polling minute.
    expect(await countUnreadChats(db, kim.id)).toBe(1);
    await unreadsChanged(t.ctx.bus, [kim.id]);
    expect(await unreadChat(kimCookie)).toBe(1);
    const listed = (await k.request('my_chats', {})).chats.map((c) => c.id);
    expect(listed).toEqual([`member/${partner.id}`]);
    expect((await k.failure('open', { chat_id: chatId })).code).toBe('not_found');
    // The members who stay still count it.
    await k.request('message', { chat_id: `member/${partner.id}`, client_id: 'leave-4', text: 'x' });
    expect(await unreadChat(samCookie)).toBe(0);
  });
});

describe('last interaction of chats without messages', () => {
  it('is null for group chats nobody wrote in, which list after the others', async () => {
    const db = t.database.db;
    const lee = await createMember(db, { firstName: 'Lee' });
    const ali = await createMember(db, { firstName: 'Ali' });
    const quiet = await createGroup(db, { name: 'Quiet' });
    const also = await createGroup(db, { name: 'Also quiet' });
    const busy = await createGroup(db, { name: 'Busy' });
    for (const g of [quiet, also, busy]) await addGroupMembership(db, g.id, lee.id);
    await addGroupMembership(db, busy.id, ali.id);
    const l = await open(await signIn(t.app, lee.email));
    const a = await open(await signIn(t.app, ali.email));

    // "Quiet" gets a chat row (opened) but no message; "Also quiet" has no row at all.
    await l.request('open', { chat_id: `group/${quiet.id}` });
    const sent = (
      await a.request('message', { chat_id: `group/${busy.id}`, client_id: 'busy-1', text: 'hi' })
    ).message;
    // A direct chat Lee opened without writing is Lee's own interaction: it carries its time.
    const direct = (await l.request('create_chat', { member_id: ali.id })).chat;
    expect(direct.last_interacted_at).not.toBeNull();

    const chats = (await l.request('my_chats', {})).chats;
    expect(chats.map((c) => c.id)).toEqual([
      `member/${ali.id}`,
      `group/${busy.id}`,
      `group/${also.id}`,
      `group/${quiet.id}`,
    ]);
    const byId = new Map(chats.map((c) => [c.id, c]));
    expect(byId.get(`group/${busy.id}`)?.last_interacted_at).toBe(sent.created_at);
    expect(byId.get(`group/${quiet.id}`)?.last_interacted_at).toBeNull();
    expect(byId.get(`group/${also.id}`)?.last_interacted_at).toBeNull();
    expect(
      (await l.request('chat_details', { chat_id: `group/${quiet.id}` })).chat.last_interacted_at,
    ).toBeNull();
  });

  it('stops pushing the group to the sockets of a member who left, once the recheck sees it', async () => {
    const db = t.database.db;
    const ada = await createMember(db, { firstName: 'Ada' });
    const bo = await createMember(db, { firstName: 'Bo' });
    const group = await createGroup(db, { name: 'Quiet leavers' });
    for (const m of [ada, bo]) await addGroupMembership(db, group.id, m.id);
    const a = await open(await signIn(t.app, ada.email));
    const b = await open(await signIn(t.app, bo.email));
    const chatId = `group/${group.id}`;
    await a.request('message', { chat_id: chatId, client_id: 'quiet-0', text: 'still here' });
    await b.waitFor('message', (p) => (p.payload.message as { text: string }).text === 'still here');

    const listsBefore = b.received('my_chats').length;
    await db
      .delete(groupMemberships)
      .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, bo.id)));
    // The recheck handles it as the lost event would have: the list is refreshed, the topic dropped.
    await b.waitFor('my_chats', () => true, 3_000, listsBefore);
    const mark = b.pushes.length;
    await a.request('message', { chat_id: chatId, client_id: 'quiet-1', text: 'after leaving' });
    // A direct message afterwards is the barrier: the group message would have reached Bo before it.
    await a.request('message', { chat_id: `member/${bo.id}`, client_id: 'quiet-2', text: 'direct' });
    const text = (p: { payload: Record<string, unknown> }) => (p.payload.message as { text: string }).text;
    const before = await b.pushesBefore((p) => p.event === 'message' && text(p) === 'direct', mark);
    expect(before.filter((p) => p.event === 'message')).toEqual([]);
    expect(b.received('message').map(text)).toContain('still here');
  });
});
