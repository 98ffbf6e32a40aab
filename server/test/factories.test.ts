import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signIn, type TestApp } from './app.js';
import {
  addChatMessage,
  addFileVersion,
  addGroupMembership,
  createAppointment,
  createDirectChat,
  createDirectMessage,
  createFile,
  createFolder,
  createGroup,
  createGroupCalendar,
  createGroupChat,
  createInvite,
  createMember,
  createPendingVersion,
  createSharedCalendar,
  createUpload,
  type InviteState,
  type MemberRecord,
  personalCalendar,
  rootFolder,
  setNetworkConfig,
  setNetworkSettings,
  shareCalendar,
} from './factories.js';

/**
 * What the factories build must read back through the product exactly as if members had made it:
 * counters, invite states, versions and blobs included. A factory that drifts from the product's
 * rules fails here rather than in the tests that rely on it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(member: MemberRecord) {
  const headers = { ...authHeaders(await signIn(t.app, member.email)), accept: 'application/json' };
  return (url: string) => t.app.inject({ url, headers });
}

describe('network factories', () => {
  it('change some keys, nested ones in part, and put the previous values back', async () => {
    const before = await t.ctx.network.get();
    const restoreConfig = await setNetworkConfig(t.ctx, { chat: { max_file_attachments: 1 } });
    const restoreSettings = await setNetworkSettings(t.ctx, { guest_users_allow_chat: false });
    const changed = await t.ctx.network.get();
    expect(changed.config.chat).toEqual({ ...before.config.chat, max_file_attachments: 1 });
    expect(changed.config.files).toEqual(before.config.files);
    expect(changed.settings).toEqual({ ...before.settings, guest_users_allow_chat: false });
    await restoreConfig();
    await restoreSettings();
    expect(await t.ctx.network.get()).toEqual(before);
  });
});

describe('calendar and appointment factories', () => {
  it('build invitations in every state the invites list and the unread count show', async () => {
    const member = await createMember(t.ctx.db);
    const get = await signedIn(member);
    const states: InviteState[] = ['open', 'accepted', 'declined', 'expired', 'obsolete'];
    const built = new Map<InviteState, string>();
    for (const state of states) built.set(state, (await createInvite(t.ctx, member.id, state)).id);
    // A member taken off the participants no longer sees the appointment; the invites list keeps it.
    for (const state of states.filter((s) => s !== 'obsolete')) {
      const detail = (await get(`/appointments/${built.get(state)}`)).json();
      expect(detail.my_invite?.inviteStatus, state).toBe(state);
    }
    for (const state of ['open', 'expired', 'obsolete'] as const) {
      const list = (await get(`/api/v1/invites?status=${state}&limit=10`)).json();
      expect(
        list.invites.map((i: { invitable: { id: string } }) => i.invitable.id),
        state,
      ).toEqual([built.get(state)]);
    }
    expect((await get('/api/v1/unreads')).json().appointments).toBe(1);
  });

  it('put appointments and series into the calendars members see, on the right days', async () => {
    const owner = await createMember(t.ctx.db);
    const friend = await createMember(t.ctx.db);
    const group = await createGroup(t.ctx.db, { access: 'closed' });
    await addGroupMembership(t.ctx.db, group.id, friend.id);
    const shared = await createSharedCalendar(t.ctx.db, owner.id, [friend.id], { name: 'Family' });
    const hidden = await createSharedCalendar(t.ctx.db, owner.id, [], { name: 'Hidden' });
    await shareCalendar(t.ctx.db, hidden.id, friend.id, { hidden: true });
    const groupCalendar = await createGroupCalendar(t.ctx.db, group.id, { name: 'Team' });
    const personal = await personalCalendar(t.ctx.db, owner.id);

    const get = await signedIn(friend);
    const listed = (await get('/calendars')).json().calendars.map((c: { id: string }) => c.id);
    expect(listed).toEqual(expect.arrayContaining([shared.id, groupCalendar.id]));
    expect(listed).not.toContain(hidden.id);
    expect(listed).not.toContain(personal.id);

    const weekly = await createAppointment(t.ctx, {
      name: 'Stand-up',
      authorId: owner.id,
      calendarIds: [shared.id],
      start: '2099-03-02T09:00',
      end: '2099-03-02T09:15',
      recurrence: { frequency: 'weekly', endDate: '2099-04-20' },
    });
    const holiday = await createAppointment(t.ctx, {
      name: 'Holiday',
      authorId: owner.id,
      calendarIds: [groupCalendar.id],
      allDay: true,
      start: '2099-03-05',
      end: '2099-03-06',
    });
    const month = (
      await get(`/appointments?date=2099-03-10&calendar_ids=${shared.id},${groupCalendar.id}`)
    ).json();
    const seen = month.appointments.map((a: { id: string; date: { start: string } }) => [a.id, a.date.start]);
    expect(seen).toEqual(
      expect.arrayContaining([
        [`r-${weekly.id}-20990302T080000`, '2099-03-02T08:00:00.000Z'],
        [`r-${weekly.id}-20990316T080000`, '2099-03-16T08:00:00.000Z'],
        [holiday.id, '2099-03-05'],
      ]),
    );
    // After the change to summer time the series stays at 09:00 in Berlin, up to its last day.
    const april = (await get(`/appointments?date=2099-04-10&calendar_ids=${shared.id}`)).json();
    expect(april.appointments.map((a: { id: string; date: { start: string } }) => a.date.start)).toEqual([
      '2099-03-30T07:00:00.000Z',
      '2099-04-06T07:00:00.000Z',
      '2099-04-13T07:00:00.000Z',
      '2099-04-20T07:00:00.000Z',
    ]);
    expect((await get(`/appointments/${holiday.id}`)).json().date).toMatchObject({
      start: '2099-03-05',
      end: '2099-03-06',
      all_day: true,
    });
  });
});

describe('file factories', () => {
  it('store files with their blobs and versions as uploads and approvals do', async () => {
    const admin = await createMember(t.ctx.db);
    const member = await createMember(t.ctx.db);
    const group = await createGroup(t.ctx.db, { access: 'closed' });
    await addGroupMembership(t.ctx.db, group.id, admin.id, { isAdmin: true });
    await addGroupMembership(t.ctx.db, group.id, member.id);
    const root = await rootFolder(t.ctx.db, 'group', group.id);
    const reviewed = await createFolder(t.ctx.db, root, { name: 'Contracts', requiresApproval: true });
    const get = await signedIn(member);

    const plan = await createFile(t.ctx, { folder: root, author: member, name: 'plan.txt', content: 'v1' });
    expect((await get(`/api/storage/files/${plan.id}/get/plan.txt`)).body).toBe('v1');
    await addFileVersion(t.ctx, plan, { author: member, content: 'version two' });
    const detail = (await get(`/api/storage/files/${plan.id}`)).json();
    expect(detail).toMatchObject({ version: { major: 2 }, size: 11 });
    expect(detail.versions.map((v: { major: number }) => v.major)).toEqual([1, 2]);
    expect((await get(`/api/storage/files/${plan.id}/get/plan.txt?major=1`)).body).toBe('v1');

    const locked = await createFile(t.ctx, { folder: root, author: member, lockedBy: admin });
    const final = await createFile(t.ctx, { folder: root, author: member, finalized: true });
    expect((await get(`/api/storage/files/${locked.id}`)).json()).toMatchObject({
      lockedById: admin.id,
      can: { destroy: false, move: false },
    });
    expect((await get(`/api/storage/files/${final.id}`)).json().can).toMatchObject({ destroy: false });

    const contract = await createFile(t.ctx, { folder: reviewed, author: member, name: 'nda.txt' });
    const pending = await createPendingVersion(t.ctx, contract, { author: member, content: 'proposal' });
    const review = await signedIn(admin);
    expect((await review(`/api/storage/folders/${root.id}/files/approval`)).json()).toEqual([
      expect.objectContaining({ id: pending.id, file_id: contract.id }),
    ]);

    const listing = (await get(`/api/storage/folders/${root.id}`)).json();
    expect(listing.files.map((f: { id: string }) => f.id).sort()).toEqual(
      [plan.id, locked.id, final.id].sort(),
    );
    // An upload belongs to its author alone until a form uses it.
    const upload = await createUpload(t.ctx, member, { name: 'draft.txt' });
    expect(upload.state).toBe('volatile');
    expect((await review(`/api/storage/files/${upload.id}`)).statusCode).toBe(404);
  });
});

describe('chat and message factories', () => {
  it('keep sequence numbers, participants and unread counts as sending does', async () => {
    const [ada, bo, cy] = [
      await createMember(t.ctx.db),
      await createMember(t.ctx.db),
      await createMember(t.ctx.db),
    ];
    const group = await createGroup(t.ctx.db);
    for (const m of [ada, bo, cy]) await addGroupMembership(t.ctx.db, group.id, m.id);
    const direct = await createDirectChat(t.ctx.db, ada.id, bo.id);
    const first = await addChatMessage(t.ctx, direct, ada.id, { text: 'one' });
    const second = await addChatMessage(t.ctx, direct, ada.id, { text: 'two' });
    await addChatMessage(t.ctx, direct, bo.id, { text: 'answer' });
    expect([first.seq, second.seq]).toEqual([1, 2]);
    const teamChat = await createGroupChat(t.ctx.db, group.id, [ada.id, bo.id]);
    await addChatMessage(t.ctx, teamChat, ada.id, { text: 'team' });

    const unreadOf = async (member: MemberRecord) =>
      (await (await signedIn(member))('/api/v1/unreads')).json();
    expect((await unreadOf(bo)).chat).toBe(3);
    expect((await unreadOf(ada)).chat).toBe(1);
    // Cy's row appears when the chat first reaches Cy; what came before counts as read.
    expect((await unreadOf(cy)).chat).toBe(0);
  });

  it('keep inbox, unread and sent counters as sending does', async () => {
    const [writer, reader] = [await createMember(t.ctx.db), await createMember(t.ctx.db)];
    const first = await createDirectMessage(t.ctx, writer.id, [reader.id], { subject: 'Hello' });
    await createDirectMessage(t.ctx, writer.id, [reader.id], { readBy: [reader.id] });
    await createDirectMessage(t.ctx, reader.id, [writer.id], {
      replyToId: first.id,
      attachments: [{ name: 'notes.txt', content: Buffer.from('notes') }],
    });
    const get = await signedIn(reader);
    expect((await get('/api/v1/messages')).json()).toMatchObject({ total: 2 });
    expect((await get('/api/v1/messages/sent')).json()).toMatchObject({ total: 1 });
    expect((await get('/api/v1/unreads')).json().messages).toBe(1);
    const opened = (await get(`/api/v1/messages/${first.id}`)).json();
    expect(opened).toMatchObject({ subject: 'Hello', conversation_length: 2 });
    expect((await get('/api/v1/unreads')).json().messages).toBe(0);
  });
});
