import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { pngBytes, upload } from '../files/testing.js';
import { ChatClient } from './testing.js';

let t: TestApp;
const clients: ChatClient[] = [];
let cookies: Record<'alex' | 'sam' | 'outsider', string>;
let ids: Record<'alex' | 'sam' | 'outsider' | 'group', string>;
let n = 0;

async function open(cookie: string) {
  const client = await ChatClient.open(t, cookie);
  clients.push(client);
  return client;
}

async function uploadFile(cookie: string, filename: string) {
  const response = await upload(t, authHeaders(cookie), {
    filename,
    content: Buffer.from(filename),
    contentType: 'text/plain',
  });
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

async function uploadImage(cookie: string, filename: string) {
  const response = await upload(
    t,
    authHeaders(cookie),
    { filename, content: await pngBytes(20, 20), contentType: 'image/png' },
    { kind: 'images' },
  );
  expect(response.statusCode).toBe(200);
  return response.json().id as string;
}

async function send(
  client: ChatClient,
  chatId: string,
  extra: { file_ids?: string[]; image_ids?: string[] },
) {
  n += 1;
  return (
    await client.request('message', { chat_id: chatId, client_id: `att-${n}`, text: `m${n}`, ...extra })
  ).message;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  const alex = await createMember(db, { firstName: 'Alex', lastName: 'Sender' });
  const sam = await createMember(db, { firstName: 'Sam', lastName: 'Reader' });
  const outsider = await createMember(db, { firstName: 'Out', lastName: 'Sider' });
  const group = await createGroup(db, { name: 'Design' });
  for (const m of [alex, sam]) await addGroupMembership(db, group.id, m.id);
  ids = { alex: alex.id, sam: sam.id, outsider: outsider.id, group: group.id };
  cookies = {
    alex: await signIn(t.app, alex.email),
    sam: await signIn(t.app, sam.email),
    outsider: await signIn(t.app, outsider.email),
  };
});

afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

describe('chat_attachments', () => {
  it('lists files and images of the chat newest first, pages by message, and leaves out deleted messages', async () => {
    const a = await open(cookies.alex);
    const s = await open(cookies.sam);
    const chatId = `member/${ids.sam}`;
    const first = await send(a, chatId, { file_ids: [await uploadFile(cookies.alex, 'one.txt')] });
    const second = await send(a, chatId, {
      file_ids: [await uploadFile(cookies.alex, 'two-a.txt'), await uploadFile(cookies.alex, 'two-b.txt')],
      image_ids: [await uploadImage(cookies.alex, 'photo.png')],
    });
    await a.request('message', { chat_id: chatId, client_id: 'att-text', text: 'no attachments' });
    const removed = await send(a, chatId, { file_ids: [await uploadFile(cookies.alex, 'gone.txt')] });
    await a.request('delete_message', { chat_id: chatId, id: removed.id });
    const fromSam = await send(s, `member/${ids.alex}`, {
      file_ids: [await uploadFile(cookies.sam, 'reply.txt')],
    });

    // Sam sees the chat as member/<alex>; the newest message first, each message's files in order.
    const all = await s.request('chat_attachments', { chat_id: `member/${ids.alex}`, type: 'files' });
    expect(all.has_more).toBe(false);
    expect(all.attachments.map((entry) => entry.file?.original_filename)).toEqual([
      'reply.txt',
      'two-a.txt',
      'two-b.txt',
      'one.txt',
    ]);
    expect(all.attachments[0]).toMatchObject({
      message_id: fromSam.id,
      seq: fromSam.seq,
      from: { id: ids.sam, name: 'Sam Reader' },
      created_at: fromSam.created_at,
      image: null,
    });
    expect(all.attachments[1]).toMatchObject({ message_id: second.id, from: { id: ids.alex } });
    expect(all.attachments.some((entry) => entry.message_id === removed.id)).toBe(false);

    // A page ends with a whole message; before_seq continues after its last entry.
    const page1 = await s.request('chat_attachments', {
      chat_id: `member/${ids.alex}`,
      type: 'files',
      limit: 2,
    });
    expect(page1.attachments.map((e) => e.file?.original_filename)).toEqual([
      'reply.txt',
      'two-a.txt',
      'two-b.txt',
    ]);
    expect(page1.has_more).toBe(true);
    const page2 = await s.request('chat_attachments', {
      chat_id: `member/${ids.alex}`,
      type: 'files',
      limit: 2,
      before_seq: page1.attachments.at(-1)?.seq ?? 0,
    });
    expect(page2.attachments.map((e) => e.message_id)).toEqual([first.id]);
    expect(page2.has_more).toBe(false);

    const images = await a.request('chat_attachments', { chat_id: chatId, type: 'images' });
    expect(images.attachments).toEqual([
      expect.objectContaining({
        message_id: second.id,
        file: null,
        image: { id: second.images[0]?.id, original_filename: 'photo.png' },
      }),
    ]);
  });

  it('answers not_found to members outside the chat, and nothing for a chat without messages', async () => {
    const a = await open(cookies.alex);
    const groupChat = `group/${ids.group}`;
    await send(a, groupChat, { file_ids: [await uploadFile(cookies.alex, 'group.txt')] });
    const listed = await a.request('chat_attachments', { chat_id: groupChat, type: 'files' });
    expect(listed.attachments.map((e) => e.file?.original_filename)).toEqual(['group.txt']);

    const o = await open(cookies.outsider);
    expect((await o.failure('chat_attachments', { chat_id: groupChat, type: 'files' })).code).toBe(
      'not_found',
    );
    expect((await o.failure('chat_attachments', { chat_id: groupChat, type: 'videos' })).code).toBe(
      'invalid',
    );
    const empty = await o.request('chat_attachments', { chat_id: `member/${ids.alex}`, type: 'images' });
    expect(empty).toEqual({ attachments: [], has_more: false });
  });
});
