import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsPage } from '../../../contract/notifications.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { ChatClient } from '../chat/testing.js';

/** The new-direct-message notification: who gets it, consolidation per conversation, read on opening. */
let t: TestApp;
const clients: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

const person = async (firstName: string) => {
  const member = await createMember(t.database.db, { firstName });
  return { ...member, cookie: await signIn(t.app, member.email) };
};
type Person = Awaited<ReturnType<typeof person>>;

const send = async (from: Person, to: Person[], extra: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: authHeaders(from.cookie),
    payload: { to: to.map((m) => m.id), subject: 'Quarterly report', content: '<p>Hi</p>', ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
};
const notificationsOf = async (member: Person) => {
  const response = await t.app.inject({
    url: '/api/v1/notifications?per=50',
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode).toBe(200);
  return notificationsPage.parse(response.json());
};

describe('new direct message', () => {
  it('notifies each recipient, not the sender, and consolidates a conversation into one entry', async () => {
    const [anna, ben, cleo, dana] = [
      await person('Anna'),
      await person('Ben'),
      await person('Cleo'),
      await person('Dana'),
    ];
    const first = await send(anna, [dana, cleo, ben]);
    await send(ben, [dana], { conversation_starter_id: first.id });
    await send(cleo, [dana], { conversation_starter_id: first.id });
    const page = await notificationsOf(dana);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      kind: 'messages.message',
      actor_count: 3,
      count: 3,
      read: false,
      data: { title: 'Quarterly report' },
    });
    expect(page.entries[0]?.actors.map((a) => a.id)).toEqual([cleo.id, ben.id, anna.id]);
    expect(page.unread_count).toBe(1);
    expect((await notificationsOf(anna)).entries).toEqual([]);
    // Cleo got Anna's message; the answers went to Dana alone.
    expect((await notificationsOf(cleo)).entries[0]).toMatchObject({ actor_count: 1 });
  });

  it('gives nobody but the recipients an entry', async () => {
    const [anna, ben, outsider] = [await person('Anna'), await person('Ben'), await person('Otto')];
    await send(anna, [ben]);
    expect((await notificationsOf(outsider)).entries).toEqual([]);
  });

  it('is read when the member opens any message of the conversation', async () => {
    const [anna, ben] = [await person('Anna'), await person('Ben')];
    const first = await send(anna, [ben]);
    await send(anna, [ben], { conversation_starter_id: first.id });
    expect((await notificationsOf(ben)).unread_count).toBe(1);
    const opened = await t.app.inject({
      url: `/api/v1/messages/${first.id}`,
      headers: { cookie: ben.cookie },
    });
    expect(opened.statusCode).toBe(200);
    const page = await notificationsOf(ben);
    expect(page).toMatchObject({ unread_count: 0, total: 1 });
    expect(page.entries[0]?.read).toBe(true);
  });
});

describe('live counters', () => {
  it('tells the recipient’s open sockets that their counts changed, after the message is stored', async () => {
    const [anna, ben] = [await person('Anna'), await person('Ben')];
    const socket = await ChatClient.open(t, ben.cookie);
    clients.push(socket);
    const pushed = socket.waitFor('unreads', () => true, 5_000);
    await send(anna, [ben]);
    const push = await pushed;
    expect(push.topic).toBe(`member:${ben.id}`);
    // The push means the change is committed: counts fetched now include it.
    const counts = await t.app.inject({ url: '/api/v1/unreads', headers: { cookie: ben.cookie } });
    expect(counts.json()).toMatchObject({ messages: 1 });
    expect((await notificationsOf(ben)).unread_count).toBe(1);
  });

  it('tells the reader’s other tabs when a notification is read elsewhere', async () => {
    const [anna, ben] = [await person('Anna'), await person('Ben')];
    await send(anna, [ben]);
    const otherTab = await ChatClient.open(t, ben.cookie);
    clients.push(otherTab);
    const pushed = otherTab.waitFor('unreads', () => true, 5_000);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/read_all',
      headers: authHeaders(ben.cookie),
    });
    expect(read.json()).toEqual({ unread_count: 0 });
    await pushed;
    expect((await notificationsOf(ben)).unread_count).toBe(0);
  });
});
