import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me } from '../../../contract/members.js';
import { messageDetail, messageList } from '../../../contract/messages.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createCategory,
  createDirectMessage,
  createGroup,
  createMember,
  makeCategoryAdmin,
  setNetworkSettings,
} from '../../test/factories.js';
import { upload } from '../files/testing.js';

let t: TestApp;
type Person = { id: string; email: string; h: { cookie: string; origin: string } };
let admin: Person;
let alice: Person;
let bob: Person;
let carol: Person;
let outsider: Person;

async function person(overrides: Parameters<typeof createMember>[1] = {}): Promise<Person> {
  const member = await createMember(t.ctx.db, overrides);
  return { id: member.id, email: member.email, h: authHeaders(await signIn(t.app, member.email)) };
}

const call = (p: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: p.h, payload });

async function send(p: Person, payload: object) {
  const response = await call(p, 'POST', '/api/v1/messages', payload);
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return messageDetail.parse(response.json());
}

/** The i-th minute of the last hour: messages built in a loop get distinct, ordered times. */
const minute = (i: number) => new Date(Date.now() - (60 - i) * 60_000);

const inbox = async (p: Person, query = '') =>
  messageList.parse((await call(p, 'GET', `/api/v1/messages${query}`)).json());

beforeAll(async () => {
  t = await createTestApp();
  admin = await person({ isNetworkAdmin: true });
  alice = await person({ firstName: 'Alice' });
  bob = await person({ firstName: 'Bob', locale: 'de' });
  carol = await person({ firstName: 'Carol' });
  outsider = await person();
});
afterAll(async () => {
  await t?.close();
});

describe('sending and reading', () => {
  it('delivers to the named members, not to the sender, and counts unread', async () => {
    const sent = await send(alice, {
      to: [bob.id, carol.id],
      subject: 'Lunch',
      content: '<p>Shall we meet at <b>noon</b>?</p><script>alert(1)</script>',
    });
    expect(sent.content).toBe('<p>Shall we meet at <b>noon</b>?</p>');
    expect(sent.plain_content).toBe('Shall we meet at noon?');
    expect(sent.to.map((m) => m.id).sort()).toEqual([bob.id, carol.id].sort());
    expect(sent.to_count).toBe(2);
    const bobs = await inbox(bob);
    expect(bobs.total).toBe(1);
    expect(bobs.messages[0]).toMatchObject({ id: sent.id, subject: 'Lunch', i: { read: false } });
    expect(bobs.messages[0]?.author?.id).toBe(alice.id);
    expect(bobs.messages[0]?.to.map((m) => m.id).sort()).toEqual([bob.id, carol.id].sort());
    expect((await inbox(alice)).total).toBe(0);
    const sentList = messageList.parse((await call(alice, 'GET', '/api/v1/messages/sent')).json());
    expect(sentList.messages.map((m) => m.id)).toEqual([sent.id]);
    const unread = await call(bob, 'GET', '/unreads/features');
    expect(unread.json().Messages).toBe(1);
  });

  it('opening a message marks it read; read and unread toggle one by one', async () => {
    const sent = await send(alice, { to: [bob.id], subject: 'Open me', content: '' });
    const opened = messageDetail.parse((await call(bob, 'GET', `/api/v1/messages/${sent.id}`)).json());
    expect(opened.i.read).toBe(true);
    expect(opened.received).toBe(true);
    const unread = await call(bob, 'DELETE', `/api/v1/messages/${sent.id}/read`);
    expect(unread.json()).toEqual({ id: sent.id, read: false });
    expect((await inbox(bob)).messages.find((m) => m.id === sent.id)?.i.read).toBe(false);
    expect((await call(bob, 'POST', `/api/v1/messages/${sent.id}/read`)).json()).toEqual({
      id: sent.id,
      read: true,
    });
    expect((await call(outsider, 'POST', `/api/v1/messages/${sent.id}/read`)).statusCode).toBe(404);
  });

  it('keeps replies in one conversation and shows only what the viewer may see', async () => {
    const first = await send(alice, { to: [bob.id], subject: 'Plan', content: '<p>Draft</p>' });
    const reply = await send(bob, {
      to: [alice.id],
      subject: 'Re: Plan',
      content: 'Fine',
      conversation_starter_id: first.id,
    });
    expect(reply.conversation_starter_id).toBe(first.id);
    const forward = await send(bob, {
      to: [carol.id],
      subject: 'Fwd: Plan',
      content: 'See below',
      conversation_starter_id: reply.id,
    });
    const alicesView = messageDetail.parse((await call(alice, 'GET', `/api/v1/messages/${reply.id}`)).json());
    expect(alicesView.conversation.map((m) => m.id)).toEqual([first.id]);
    expect(alicesView.conversation_length).toBe(2);
    const carolsView = messageDetail.parse(
      (await call(carol, 'GET', `/api/v1/messages/${forward.id}`)).json(),
    );
    expect(carolsView.conversation).toEqual([]);
    expect(carolsView.has_replies).toBe(true);
    expect((await call(carol, 'GET', `/api/v1/messages/${first.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/v1/messages/${first.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', '/api/v1/messages/nonsense')).statusCode).toBe(404);
  });

  it('delivers to oneself only when addressed', async () => {
    const before = (await inbox(alice)).total;
    await send(alice, { to: [alice.id], subject: 'Note to self', content: '' });
    expect((await inbox(alice)).total).toBe(before + 1);
  });
});

describe('composer rules on the server', () => {
  it('refuses no recipients, empty subject and content, and unprivileged to-all', async () => {
    const none = await call(alice, 'POST', '/api/v1/messages', { to: [], subject: 'x', content: 'y' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.fields.to).toBeDefined();
    const empty = await call(alice, 'POST', '/api/v1/messages', {
      to: [bob.id],
      subject: ' ',
      content: '<p> </p>',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toMatchObject({
      subject: expect.any(Array),
      content: expect.any(Array),
    });
    const all = await call(alice, 'POST', '/api/v1/messages', {
      to_all_network_members: true,
      subject: 'Hi all',
    });
    expect(all.statusCode).toBe(422);
    expect(all.json().error.fields.to_all_network_members).toBeDefined();
    const unknown = await call(alice, 'POST', '/api/v1/messages', {
      to: ['0123456789abcdef01234567'],
      subject: 'x',
    });
    expect(unknown.statusCode).toBe(422);
    const bad = await call(alice, 'POST', '/api/v1/messages', { to: ['nope'], subject: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('lets administrators write to everyone, but not in a reply', async () => {
    const before = (await inbox(outsider)).total;
    const all = await send(admin, {
      to_all_network_members: true,
      subject: 'Announcement',
      content: 'Hello',
    });
    expect(all.to_all_network_members).toBe(true);
    expect((await inbox(outsider)).total).toBe(before + 1);
    expect((await inbox(admin)).messages.some((m) => m.id === all.id)).toBe(false);
    const reply = await call(admin, 'POST', '/api/v1/messages', {
      to_all_network_members: true,
      subject: 'Again',
      conversation_starter_id: all.id,
    });
    expect(reply.statusCode).toBe(422);
  });

  it('tells the composer who may write to everyone: can.send_to_all on /api/v1/me', async () => {
    const guest = await person({ isExternal: true });
    const flag = async (p: Person) => me.parse((await call(p, 'GET', '/api/v1/me')).json()).can.send_to_all;
    expect(await flag(admin)).toBe(true);
    expect(await flag(alice)).toBe(false);
    expect(await flag(guest)).toBe(false);
    // The flag and the send agree: the guest is refused like any member who may not.
    const all = await call(guest, 'POST', '/api/v1/messages', { to_all_network_members: true, subject: 'x' });
    expect(all.statusCode).toBe(422);
    expect(all.json().error.fields.to_all_network_members).toBeDefined();
  });

  it('writes to groups one administers; members who join later do not get it', async () => {
    const group = await createGroup(t.ctx.db, { access: 'open' });
    await addGroupMembership(t.ctx.db, group.id, alice.id, { isAdmin: true });
    await addGroupMembership(t.ctx.db, group.id, bob.id);
    const refused = await call(bob, 'POST', '/api/v1/messages', { to_group: group.id, subject: 'Hi group' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.to_group).toBeDefined();
    const sent = await send(alice, { to_group: group.id, subject: 'Group news', content: 'Welcome' });
    expect(sent.to_group).toMatchObject({ id: group.id, name: group.name });
    expect(sent.to_count).toBe(1);
    await addGroupMembership(t.ctx.db, group.id, carol.id);
    expect((await call(bob, 'GET', `/api/v1/messages/${sent.id}`)).statusCode).toBe(200);
    expect((await call(carol, 'GET', `/api/v1/messages/${sent.id}`)).statusCode).toBe(404);
    expect((await inbox(carol)).messages.some((m) => m.id === sent.id)).toBe(false);
  });

  it('reaches only the group members the sender may see', async () => {
    const category = await createCategory(t.ctx.db);
    const group = await createGroup(t.ctx.db, { categoryId: category.id, access: 'closed' });
    await addGroupMembership(t.ctx.db, group.id, alice.id);
    await addGroupMembership(t.ctx.db, group.id, bob.id);
    // A guest who administers the category may write to the group but sees none of its members.
    const guest = await person({ isExternal: true });
    await makeCategoryAdmin(t.ctx.db, category.id, guest.id);
    const refused = await call(guest, 'POST', '/api/v1/messages', { to_group: group.id, subject: 'Hello' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ to: ['errors.messages.no_recipients'] });
    expect((await inbox(bob)).messages.some((m) => m.subject === 'Hello')).toBe(false);
    // Once the guest shares a group with Bob, Bob is reached, and only Bob.
    const shared = await createGroup(t.ctx.db);
    await addGroupMembership(t.ctx.db, shared.id, guest.id);
    await addGroupMembership(t.ctx.db, shared.id, bob.id);
    const sent = await send(guest, { to_group: group.id, subject: 'Hello again' });
    expect(sent.to_count).toBe(1);
    expect((await inbox(bob)).messages.some((m) => m.id === sent.id)).toBe(true);
    expect((await inbox(alice)).messages.some((m) => m.id === sent.id)).toBe(false);
  });
});

describe('bulk operations', () => {
  it('changes own messages and ignores foreign and unknown ids', async () => {
    const mine = await send(alice, { to: [carol.id], subject: 'Mine 1' });
    const mine2 = await send(alice, { to: [carol.id], subject: 'Mine 2' });
    const foreign = await send(alice, { to: [bob.id], subject: 'Not for Carol' });
    const ids = [mine.id, mine2.id, foreign.id, 'junk', '0123456789abcdef01234567'];
    const read = await call(carol, 'POST', '/api/v1/messages/read', { message_ids: ids });
    expect(read.json().message_ids.sort()).toEqual([mine.id, mine2.id].sort());
    const unread = await call(carol, 'DELETE', '/api/v1/messages/read', { message_ids: ids });
    expect(unread.json().message_ids.sort()).toEqual([mine.id, mine2.id].sort());
    const bobBefore = await inbox(bob);
    expect(bobBefore.messages.find((m) => m.id === foreign.id)?.i.read).toBe(false);
    const before = await inbox(carol);
    const removed = await call(carol, 'DELETE', '/api/v1/messages/delete', { message_ids: ids });
    expect(removed.json().message_ids.sort()).toEqual([mine.id, mine2.id].sort());
    const after = await inbox(carol);
    expect(after.total).toBe(before.total - 2);
    expect((await inbox(bob)).total).toBe(bobBefore.total);
    expect((await call(carol, 'DELETE', `/api/v1/messages/${foreign.id}`)).statusCode).toBe(404);
    const sentRemoved = await call(carol, 'DELETE', '/api/v1/messages/sent/delete', { message_ids: ids });
    expect(sentRemoved.json().message_ids).toEqual([]);
    const aliceSent = messageList.parse((await call(alice, 'GET', '/api/v1/messages/sent')).json()).total;
    const own = await call(alice, 'DELETE', '/api/v1/messages/sent/delete', {
      message_ids: [mine.id, foreign.id],
    });
    expect(own.json().message_ids.sort()).toEqual([mine.id, foreign.id].sort());
    expect(messageList.parse((await call(alice, 'GET', '/api/v1/messages/sent')).json()).total).toBe(
      aliceSent - 2,
    );
    expect((await call(alice, 'DELETE', `/api/v1/messages/sent/${mine2.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'DELETE', `/api/v1/messages/sent/${mine2.id}`)).statusCode).toBe(404);
    // The recipient keeps what the sender deleted.
    expect((await call(bob, 'GET', `/api/v1/messages/${foreign.id}`)).statusCode).toBe(200);
  });

  it('pages the inbox with total, limit and offset', async () => {
    const reader = await person();
    for (let i = 0; i < 12; i++) {
      await createDirectMessage(t.ctx, alice.id, [reader.id], { subject: `Page ${i}`, createdAt: minute(i) });
    }
    const first = await inbox(reader, '?limit=10&offset=0');
    expect(first).toMatchObject({ total: 12, limit: 10, offset: 0 });
    expect(first.messages[0]?.subject).toBe('Page 11');
    const second = await inbox(reader, '?limit=10&offset=10');
    expect(second.messages.map((m) => m.subject)).toEqual(['Page 1', 'Page 0']);
    expect((await call(reader, 'GET', '/unreads/features')).json().Messages).toBe(12);
  });

  it('pages past the middle from the other end with the same order', async () => {
    const reader = await person();
    const writer = await person();
    for (let i = 0; i < 15; i++) {
      await createDirectMessage(t.ctx, writer.id, [reader.id], {
        subject: `Deep ${i}`,
        createdAt: minute(i),
      });
    }
    const subjects = async (who: Person, path: string, offset: number, limit = 4) =>
      messageList
        .parse((await call(who, 'GET', `${path}?limit=${limit}&offset=${offset}`)).json())
        .messages.map((m) => m.subject);
    const all = await subjects(reader, '/api/v1/messages', 0, 15);
    expect(all[0]).toBe('Deep 14');
    for (const offset of [6, 8, 11, 13, 14, 15, 20]) {
      expect(await subjects(reader, '/api/v1/messages', offset)).toEqual(all.slice(offset, offset + 4));
      expect(await subjects(writer, '/api/v1/messages/sent', offset)).toEqual(all.slice(offset, offset + 4));
    }
  });
});

describe('idempotency key', () => {
  const keyed = (p: Person, key: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: { ...p.h, 'idempotency-key': key },
      payload,
    });

  it('answers a retry with the first message and creates nothing', async () => {
    const reader = await person();
    const writer = await person();
    await t.ctx.jobs.drain();
    t.mails.length = 0;
    const uploaded = await upload(t, writer.h, { filename: 'once.txt', content: Buffer.from('once') });
    const payload = { to: [reader.id], subject: 'Only once', attachments: [uploaded.json().id as string] };
    const key = '6f1c2a6e-3a55-4d0e-9a43-0c6f1e3b7d21';
    const first = await keyed(writer, key, payload);
    expect(first.statusCode).toBe(201);
    const again = await keyed(writer, key, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, subject: 'Only once' });
    const racing = { ...payload, attachments: [] };
    const both = await Promise.all([
      keyed(writer, 'racing-key', racing),
      keyed(writer, 'racing-key', racing),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]?.json().id).toBe(both[1]?.json().id);

    const received = await inbox(reader);
    expect(received.total).toBe(2);
    expect(received.messages).toHaveLength(2);
    expect((await call(reader, 'GET', '/unreads/features')).json().Messages).toBe(2);
    const sentList = messageList.parse((await call(writer, 'GET', '/api/v1/messages/sent')).json());
    expect(sentList.total).toBe(2);
    await t.ctx.jobs.drain();
    expect(t.mails.filter((m) => m.to === reader.email)).toHaveLength(2);
  });

  it('is per author, refuses a key reused for another message, and is validated', async () => {
    const reader = await person();
    const payload = { to: [reader.id], subject: 'Mine' };
    expect((await keyed(alice, 'shared-key', payload)).statusCode).toBe(201);
    expect((await keyed(bob, 'shared-key', payload)).statusCode).toBe(201);
    expect((await inbox(reader)).total).toBe(2);
    const reused = await keyed(alice, 'shared-key', { ...payload, subject: 'Another' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect((await keyed(alice, 'x'.repeat(129), payload)).statusCode).toBe(400);
    expect((await keyed(alice, 'a b<c d>e', payload)).statusCode).toBe(400);
    expect((await inbox(reader)).total).toBe(2);
  });
});

describe('attachments', () => {
  it('publishes uploads with the message; only sender and recipients read them', async () => {
    const uploaded = await upload(t, alice.h, {
      filename: 'notes.txt',
      content: Buffer.from('secret notes'),
    });
    const fileId = uploaded.json().id as string;
    const sent = await send(alice, { to: [bob.id], subject: 'With file', attachments: [fileId] });
    expect(sent.has_attachments).toBe(true);
    const path = sent.attachments[0]?.path ?? '';
    expect(sent.attachments[0]).toMatchObject({
      id: fileId,
      original_filename: 'notes.txt',
      extension: 'txt',
    });
    const byBob = await call(bob, 'GET', path);
    expect(byBob.statusCode).toBe(200);
    expect(byBob.body).toBe('secret notes');
    expect(byBob.headers['x-content-type-options']).toBe('nosniff');
    expect((await call(alice, 'GET', path)).statusCode).toBe(200);
    expect((await call(carol, 'GET', path)).statusCode).toBe(404);
    expect((await call(carol, 'GET', `/api/storage/files/${fileId}/get/notes.txt`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/api/storage/files/${fileId}/get/notes.txt`)).statusCode).toBe(200);
    expect((await call(bob, 'GET', `/messages/${sent.id}/files/${fileId}`)).statusCode).toBe(200);
    // An attachment is used once as an upload; forwarding links it again for the new recipients.
    const reused = await call(carol, 'POST', '/api/v1/messages', {
      to: [alice.id],
      subject: 'x',
      attachments: [fileId],
    });
    expect(reused.statusCode).toBe(422);
    const forward = await send(bob, {
      to: [carol.id],
      subject: 'Fwd',
      attachments: [fileId],
      conversation_starter_id: sent.id,
    });
    expect((await call(carol, 'GET', forward.attachments[0]?.path ?? '')).statusCode).toBe(200);
    expect((await call(carol, 'GET', `/api/v1/messages/${sent.id}/files/${fileId}`)).statusCode).toBe(404);
  });
});

describe('notification mail', () => {
  it('sends a link only, or the body when the network says so', async () => {
    await t.ctx.jobs.drain();
    t.mails.length = 0;
    const sent = await send(alice, {
      to: [bob.id, carol.id],
      subject: 'Mail me',
      content: '<p>Body text</p>',
    });
    await t.ctx.jobs.drain();
    expect(t.mails.map((m) => m.to).sort()).toEqual([bob.email, carol.email].sort());
    const toBob = t.mails.find((m) => m.to === bob.email);
    expect(toBob?.subject).toContain('Neue Nachricht von Alice');
    expect(toBob?.text).toContain(`/messages/${sent.id}`);
    expect(toBob?.text).not.toContain('Body text');
    await t.ctx.jobs.drain();
    expect(t.mails).toHaveLength(2);

    await setNetworkSettings(t.ctx, { notifications_send_direct_message_body: true });
    t.mails.length = 0;
    await send(alice, { to: [carol.id], subject: 'With body', content: '<p>Body text</p>' });
    await t.ctx.jobs.drain();
    expect(t.mails[0]?.text).toContain('Body text');
  });
});

describe('translation', () => {
  it('answers 404 while the network does not translate or no provider is set', async () => {
    const sent = await send(alice, { to: [bob.id], subject: 'Translate', content: 'Hallo' });
    expect((await call(bob, 'GET', `/translations/en/message/${sent.id}`)).statusCode).toBe(404);
  });
});
