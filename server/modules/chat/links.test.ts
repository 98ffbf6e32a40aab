import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { appointmentPayload, personalCalendarId, signedInMember } from '../appointments/testing.js';
import { upload } from '../files/testing.js';
import { chatMessages } from './tables.js';
import { ChatClient } from './testing.js';
import { countUnreadChats } from './unreads.js';

let t: TestApp;
let site: http.Server;
let base: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  site = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><head><meta property="og:title" content="Team offsite"></head></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({
    listen: true,
    configOverrides: { crawler: { allowedHosts: ['127.0.0.1'], timeoutMs: 1_000, maxBytes: 65_536 } },
  });
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

it('previews internal links the member may see and external links from crawls, and keeps them on send', async () => {
  const db = t.database.db;
  const [alex, sam] = [await createMember(db), await createMember(db)];
  const alexCookie = await signIn(t.app, alex.email);
  const samCookie = await signIn(t.app, sam.email);
  const own = await upload(t, authHeaders(alexCookie), {
    filename: 'plan.txt',
    content: Buffer.from('plan'),
  });
  const foreign = await upload(t, authHeaders(samCookie), {
    filename: 'secret.txt',
    content: Buffer.from('x'),
  });
  const a = await ChatClient.open(t, alexCookie);
  clients.push(a);

  const urls = [
    `http://localhost:3000/files/${own.json().id}`,
    `/files/${foreign.json().id}`,
    `${base}/offsite`,
  ];
  const first = await a.request('get_link_attachments', { urls });
  expect(first.link_attachments.map((l) => l.id)).toEqual([`file_${own.json().id}`, expect.any(String)]);
  expect(first.link_attachments[0]?.title).toBe('plan.txt');
  expect(first.link_attachments[1]).toMatchObject({ url: `${base}/offsite`, loading: true });

  await t.ctx.jobs.drain();
  const second = await a.request('get_link_attachments', { urls: [`${base}/offsite`] });
  expect(second.link_attachments[0]).toMatchObject({ title: 'Team offsite', loading: false, show: true });

  const { message } = await a.request('message', {
    chat_id: `member/${sam.id}`,
    client_id: 'links-1',
    text: `See ${base}/offsite`,
    link_attachments: [{ url: `${base}/offsite`, show: true }],
  });
  expect(message.link_preview?.title).toBe('Team offsite');
  const shared = await a.request('get_link_attachments', { chat_id: `member/${sam.id}` });
  expect(shared.link_attachments.map((l) => l.url)).toEqual([`${base}/offsite`]);
});

it('previews appointments the member may see, and nothing for others', async () => {
  const alex = await signedInMember(t);
  const sam = await signedInMember(t);
  const calendarId = await personalCalendarId(alex);
  const created = await alex.post(
    '/appointments',
    appointmentPayload({
      name: 'Budget review',
      description: 'Numbers for the next quarter',
      calendar_ids: [calendarId],
    }),
  );
  expect(created.statusCode).toBe(201);
  const url = `http://localhost:3000/appointments/${created.json().id}`;

  const a = await ChatClient.open(t, alex.cookie);
  const s = await ChatClient.open(t, sam.cookie);
  clients.push(a, s);
  const seen = await a.request('get_link_attachments', { urls: [url] });
  expect(seen.link_attachments).toEqual([
    expect.objectContaining({
      id: `appointment_${created.json().id}`,
      title: 'Budget review',
      loading: false,
    }),
  ]);
  expect(seen.link_attachments[0]?.description).toContain('Numbers for the next quarter');
  // Sam cannot see Alex's personal calendar: no preview, and nothing about the appointment leaks.
  expect((await s.request('get_link_attachments', { urls: [url] })).link_attachments).toEqual([]);
});

it('fills in a link whose crawl still ran at sending once the crawl finishes, keeping edits', async () => {
  const db = t.database.db;
  const [alex, sam] = [await createMember(db), await createMember(db)];
  const a = await ChatClient.open(t, await signIn(t.app, alex.email));
  const s = await ChatClient.open(t, await signIn(t.app, sam.email));
  clients.push(a, s);
  const url = `${base}/late#part`;
  const chatId = `member/${sam.id}`;

  const { message } = await a.request('message', {
    chat_id: chatId,
    client_id: 'late-1',
    text: `Agenda ${url}`,
    link_attachments: [{ url, show: true }],
  });
  expect(message.link_preview).toMatchObject({ url, title: null });
  expect(message.link_preview?.id).toMatch(/^link_/);
  await a.request('update_message', { chat_id: chatId, id: message.id, text: `Updated agenda ${url}` });
  const gone = await a.request('message', {
    chat_id: chatId,
    client_id: 'late-2',
    text: url,
    link_attachments: [{ url, show: true }],
  });
  await a.request('delete_message', { chat_id: chatId, id: gone.message.id });
  const unreadBefore = await countUnreadChats(db, sam.id);

  await t.ctx.jobs.drain();

  const isFill = (p: { payload: Record<string, unknown> }) =>
    (p.payload.message as ChatMessage).link_preview?.title === 'Team offsite';
  const filled = await s.waitFor('update_message', isFill);
  const pushed = filled.payload.message as ChatMessage;
  expect(filled.payload.chat_id).toBe(`member/${alex.id}`);
  expect(pushed.text).toBe(`Updated agenda ${url}`);
  expect(pushed.link_preview).toMatchObject({ url, title: 'Team offsite', loading: false, show: true });
  expect(pushed.link_preview?.id).not.toMatch(/^link_/);
  await a.waitFor('update_message', isFill);
  expect(await countUnreadChats(db, sam.id)).toBe(unreadBefore);

  const [stored] = await db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
  expect(stored?.linkAttachments[0]?.title).toBe('Team offsite');
  expect(stored?.text).toBe(`Updated agenda ${url}`);
  const [deleted] = await db.select().from(chatMessages).where(eq(chatMessages.id, gone.message.id));
  expect(deleted?.linkAttachments).toEqual([]);
  // One push for the one message, none for the deleted one, nothing more from a second run.
  await t.ctx.jobs.drain();
  expect(
    s
      .received('update_message')
      .filter(isFill)
      .map((p) => (p.payload.message as ChatMessage).id),
  ).toEqual([message.id]);
  const page = await s.request('more_messages', { chat_id: `member/${alex.id}` });
  expect(page.messages.find((m) => m.id === message.id)?.link_preview?.title).toBe('Team offsite');
});
