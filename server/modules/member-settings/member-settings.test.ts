import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSettings } from '../../../contract/member-settings.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { notificationSettingsOf, notify } from '../notifications/service.js';

let t: TestApp;
let ada: Awaited<ReturnType<typeof createMember>>;
let ben: Awaited<ReturnType<typeof createMember>>;
let adaCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createMember(t.database.db);
  ben = await createMember(t.database.db);
  adaCookie = await signIn(t.app, ada.email);
});
afterAll(async () => {
  await t?.close();
});

const url = (id: string) => `/api/v1/members/${id}/settings`;
const read = async (cookie = adaCookie, id = ada.id) => t.app.inject({ url: url(id), headers: { cookie } });
const put = async (body: object, cookie = adaCookie, id = ada.id) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: { cookie, ...originHeaders }, payload: body });

/** The form's body from what GET answered, with changes. */
const bodyOf = (
  settings: ReturnType<typeof memberSettings.parse>,
  changes: Record<string, unknown> = {},
) => ({
  locale: settings.locale,
  time_zone: settings.time_zone,
  email_notifications: Object.fromEntries(
    settings.email_notifications.map((entry) => [entry.kind, entry.email]),
  ),
  email_subscriptions: settings.email_subscriptions,
  email_admin_notifications: settings.email_admin_notifications,
  newsletter: settings.newsletter,
  email_digests: { switch: 'disabled', group_ids: [], include_network_level: true },
  email_daily_digests: { switch: 'disabled', group_ids: [], include_network_level: true },
  ignored_member_ids: settings.ignored_members.map((member) => member.id),
  ...changes,
});
const current = async () => memberSettings.parse((await read()).json());

describe('member settings', () => {
  it('lists every notification kind the server defines, mailed by default, and no digest', async () => {
    const settings = await current();
    const kinds = settings.email_notifications.map((entry) => entry.kind);
    for (const kind of [
      'tasks.assigned',
      'tasks.accepted',
      'tasks.declined',
      'tasks.reminder',
      'messages.message',
      'activities.mention',
      'appointments.changed',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(settings.email_notifications.every((entry) => entry.email)).toBe(true);
    expect(settings.email_digests).toMatchObject({ switch: 'disabled', enabled: false });
    expect(settings.ignored_members).toEqual([]);
  });

  it('answers 404 to other members, for reading and writing', async () => {
    const benCookie = await signIn(t.app, ben.email);
    expect((await read(benCookie)).statusCode).toBe(404);
    expect((await put(bodyOf(await current(), { newsletter: false }), benCookie)).statusCode).toBe(404);
    expect((await current()).newsletter).toBe(true);
    expect((await read(adaCookie, 'no-such-member')).statusCode).toBe(404);
  });

  it('keeps one kind off, the digest switch, language and time zone', async () => {
    const group = await createGroup(t.database.db, { name: 'Choir' });
    await addGroupMembership(t.database.db, group.id, ada.id);
    const before = await current();
    const response = await put(
      bodyOf(before, {
        locale: 'fr',
        time_zone: 'europe/paris',
        email_notifications: { 'tasks.assigned': false },
        email_digests: { switch: 'selected_groups', group_ids: [group.id], include_network_level: false },
        email_daily_digests: { switch: 'all', group_ids: [], include_network_level: true },
      }),
    );
    expect(response.statusCode).toBe(200);
    const after = await current();
    expect(after.locale).toBe('fr');
    expect(after.time_zone).toBe('Europe/Paris');
    expect(after.email_notifications.find((entry) => entry.kind === 'tasks.assigned')?.email).toBe(false);
    expect(after.email_notifications.find((entry) => entry.kind === 'tasks.accepted')?.email).toBe(true);
    expect(after.email_digests).toEqual({
      switch: 'selected_groups',
      enabled: true,
      group_ids: [group.id],
      include_network_level: false,
      groups: [{ id: group.id, name: 'Choir' }],
    });
    expect(after.email_daily_digests).toMatchObject({ switch: 'all', enabled: true, group_ids: 'all' });
    const stored = (await notificationSettingsOf(t.database.db, [ada.id])).get(ada.id);
    expect(stored?.emailNotifications['tasks.assigned']).toBe(false);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await current();
    const bad = await put(
      bodyOf(before, {
        newsletter: false,
        time_zone: 'Mars/Olympus',
        email_notifications: { 'no.such.kind': false },
        email_digests: { switch: 'selected_groups', group_ids: [], include_network_level: true },
        ignored_member_ids: [ada.id],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      'email_notifications.no.such.kind': ['errors.validation.unknown_notification_kind'],
      'email_digests.group_ids': ['errors.validation.digest_groups_required'],
      ignored_member_ids: ['errors.validation.unknown_member'],
    });
    const zone = await put(bodyOf(before, { newsletter: false, time_zone: 'Mars/Olympus' }));
    expect(zone.statusCode).toBe(422);
    expect(zone.json().error.fields).toEqual({ time_zone: ['errors.validation.unknown_time_zone'] });
    expect((await current()).newsletter).toBe(true);
    for (const payload of [
      {},
      bodyOf(before, { newsletter: 'yes' }),
      bodyOf(before, { time_zone: 'a\u0000b' }),
    ]) {
      expect((await put(payload)).statusCode).toBeLessThan(500);
    }
  });

  it('keeps an ignored member’s deeds from reaching the member', async () => {
    const carl = await createMember(t.database.db);
    const saved = await put(bodyOf(await current(), { ignored_member_ids: [ben.id] }));
    expect(saved.statusCode).toBe(200);
    expect((await current()).ignored_members).toEqual([{ id: ben.id, name: expect.any(String) }]);
    const event = (actorId: string, id: string) => ({
      kind: 'activities.mention',
      recipientIds: [ada.id, carl.id],
      actorId,
      subject: { type: 'activity', id },
      url: `/activities/${id}`,
      visibility: ['all'],
    });
    expect(await t.database.db.transaction((tx) => notify(t.ctx, tx, event(ben.id, 'post-1')))).toEqual([
      carl.id,
    ]);
    expect(
      (await t.database.db.transaction((tx) => notify(t.ctx, tx, event(carl.id, 'post-2')))).sort(),
    ).toEqual([ada.id]);
  });
});
