import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.js';
import { memberDetail } from '../../../contract/members.js';
import { members } from '../../platform/identity/tables.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember, setNetworkRow } from '../../test/factories.js';
import { ChatClient } from './testing.js';

/**
 * The chat's rights reach the browser only as flags the server computes with the chat policy: the
 * member page's `can.chat` and a message's `can.start_private_chat`.
 */

let t: TestApp;
type M = Awaited<ReturnType<typeof createMember>>;
let mia: M;
let max: M;
let ada: M;
let gina: M;
let lou: M;
let cookies: Record<'mia' | 'max' | 'ada' | 'gina', string>;
let group: Awaited<ReturnType<typeof createGroup>>;
const clients: ChatClient[] = [];
let clientIds = 0;
const cid = () => `rights-${++clientIds}`;

async function open(cookie: string) {
  const client = await ChatClient.open(t, cookie);
  clients.push(client);
  return client;
}

async function setNetwork(change: { settings?: Record<string, unknown>; config?: Record<string, unknown> }) {
  const network = await t.ctx.network.get();
  const { settings, config } = change;
  await setNetworkRow(t.ctx, {
    ...(settings ? { settings: { ...network.settings, ...settings } } : {}),
    ...(config ? { config: { ...network.config, ...config } } : {}),
  });
}

const guestChat = (on: boolean) => setNetwork({ settings: { guest_users_allow_chat: on } });
const chatEnabled = (on: boolean) => setNetwork({ config: { chat_enabled: on } });

async function canChat(viewerCookie: string, target: M): Promise<boolean> {
  const response = await t.app.inject({ url: `/members/${target.id}`, headers: { cookie: viewerCookie } });
  expect(response.statusCode).toBe(200);
  return memberDetail.parse(response.json()).can.chat;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  mia = await createMember(db, { firstName: 'Mia', lastName: 'Member' });
  max = await createMember(db, { firstName: 'Max', lastName: 'Member' });
  ada = await createMember(db, { firstName: 'Ada', lastName: 'Admin', isNetworkAdmin: true });
  gina = await createMember(db, { firstName: 'Gina', lastName: 'Guest', isExternal: true });
  lou = await createMember(db, { firstName: 'Lou', lastName: 'Locked' });
  group = await createGroup(db, { name: 'Crew' });
  for (const m of [mia, max, ada, gina, lou]) await addGroupMembership(db, group.id, m.id);
  cookies = {
    mia: await signIn(t.app, mia.email),
    max: await signIn(t.app, max.email),
    ada: await signIn(t.app, ada.email),
    gina: await signIn(t.app, gina.email),
  };
});

afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

describe('member page can.chat, as the chat policy decides', () => {
  it('lets members and administrators chat with other members, never with themselves', async () => {
    expect(await canChat(cookies.mia, max)).toBe(true);
    expect(await canChat(cookies.ada, max)).toBe(true);
    expect(await canChat(cookies.mia, ada)).toBe(true);
    expect(await canChat(cookies.mia, mia)).toBe(false);
  });

  it('keeps guests out of chats unless the network lets guests chat, in both directions', async () => {
    await guestChat(false);
    expect(await canChat(cookies.mia, gina)).toBe(false);
    expect(await canChat(cookies.gina, mia)).toBe(false);
    await guestChat(true);
    expect(await canChat(cookies.mia, gina)).toBe(true);
    expect(await canChat(cookies.gina, mia)).toBe(true);
    await guestChat(false);
  });

  it('offers no chat with a locked member', async () => {
    await setNetwork({ settings: { show_locked_memberships: true } });
    await t.database.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, lou.id));
    expect(await canChat(cookies.mia, lou)).toBe(false);
    expect(await canChat(cookies.ada, lou)).toBe(false);
    await t.database.db.update(members).set({ lockedAt: null }).where(eq(members.id, lou.id));
  });

  it('offers no chat to anybody while the network has chat switched off', async () => {
    await chatEnabled(false);
    expect(await canChat(cookies.mia, max)).toBe(false);
    expect(await canChat(cookies.ada, max)).toBe(false);
    await chatEnabled(true);
    expect(await canChat(cookies.mia, max)).toBe(true);
  });
});

describe('a message can.start_private_chat, as the chat policy decides', () => {
  const flagOf = (message: ChatMessage) => message.can.start_private_chat;

  it('is offered to others in a group chat, for internal authors only, never on own messages', async () => {
    await guestChat(true);
    const chatId = `group/${group.id}`;
    const m = await open(cookies.mia);
    const x = await open(cookies.max);
    const g = await open(cookies.gina);
    const fromMax = m.waitFor('message', (p) => (p.payload.message as ChatMessage).text === 'from max');
    const sent = await x.request('message', { chat_id: chatId, client_id: cid(), text: 'from max' });
    expect(flagOf(sent.message)).toBe(false);
    expect(flagOf((await fromMax).payload.message as ChatMessage)).toBe(true);

    const fromGina = m.waitFor('message', (p) => (p.payload.message as ChatMessage).text === 'from gina');
    await g.request('message', { chat_id: chatId, client_id: cid(), text: 'from gina' });
    expect(flagOf((await fromGina).payload.message as ChatMessage)).toBe(false);

    // The same flags on a page of the history, read by Max.
    const page = await x.request('open', { chat_id: chatId });
    const byText = new Map(page.messages.map((message) => [message.text, flagOf(message)]));
    expect(byText.get('from max')).toBe(false);
    expect(byText.get('from gina')).toBe(false);
    await guestChat(false);
  });

  it('is not offered for a locked author, nor in a member chat', async () => {
    const chatId = `group/${group.id}`;
    const x = await open(cookies.max);
    await x.request('message', { chat_id: chatId, client_id: cid(), text: 'max before lock' });
    const m = await open(cookies.mia);
    expect(
      (await m.request('open', { chat_id: chatId })).messages.find((msg) => msg.text === 'max before lock')
        ?.can.start_private_chat,
    ).toBe(true);
    await t.database.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, max.id));
    expect(
      (await m.request('open', { chat_id: chatId })).messages.find((msg) => msg.text === 'max before lock')
        ?.can.start_private_chat,
    ).toBe(false);
    await t.database.db.update(members).set({ lockedAt: null }).where(eq(members.id, max.id));

    const direct = m.waitFor('message', (p) => (p.payload.message as ChatMessage).text === 'direct');
    const a = await open(cookies.ada);
    await a.request('message', { chat_id: `member/${mia.id}`, client_id: cid(), text: 'direct' });
    expect(flagOf((await direct).payload.message as ChatMessage)).toBe(false);
  });
});
