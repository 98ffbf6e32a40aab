import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mail } from '../../platform/mail/mail.js';
import type { DayTime } from '../../platform/network/defaults.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createActivity,
  createGroup,
  createMember,
  setNetworkSettings,
} from '../../test/factories.js';
import { hideActivityFromMembers } from '../activities/service.js';
import { activities, activityReplies } from '../activities/tables.js';
import { notificationSettingsOf, saveNotificationSettings } from '../notifications/service.js';
import type { StoredDigest } from '../notifications/tables.js';
import { localTime, SLOT_HOURS } from './local-time.js';
import { queueHour } from './schedule.js';
import { digestMailedItems } from './tables.js';

/**
 * The e-mail digest and the daily activity mail: contents, what is left out (read, invisible, own,
 * ignored, not followed, already mailed) and the schedule in each member's time zone.
 */

let t: TestApp;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The first full hour after `after` that is `hour` o'clock in the zone. */
function nextLocalHour(zone: string, hour: number, after = new Date()): Date {
  let at = new Date((Math.floor(after.getTime() / HOUR_MS) + 1) * HOUR_MS);
  while (localTime(at, zone).hour !== hour) at = new Date(at.getTime() + HOUR_MS);
  return at;
}

const ALL: StoredDigest = { switch: 'all', groupIds: [], includeNetworkLevel: true };
const OFF: StoredDigest = { switch: 'disabled', groupIds: [], includeNetworkLevel: true };

async function wants(memberId: string, digest: StoredDigest, daily: StoredDigest = OFF) {
  const current = (await notificationSettingsOf(t.ctx.db, [memberId])).get(memberId);
  if (!current) throw new Error('no settings');
  await t.ctx.db.transaction((tx) =>
    saveNotificationSettings(tx, memberId, { ...current, emailDigests: digest, emailDailyDigests: daily }),
  );
}

/** Digests on every day at this time (so any hour of that time is a digest hour). */
const everyDayAt = (time: DayTime) =>
  setNetworkSettings(t.ctx, { digest_sending_days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, time })) });

/** Runs the schedule of the hour and sends what it queued; answers the mails of that run. */
async function run(at: Date): Promise<Mail[]> {
  const before = t.mails.length;
  await queueHour(t.ctx, at);
  await t.ctx.jobs.drain();
  return t.mails.slice(before);
}
const to = (mails: Mail[], email: string) => mails.filter((mail) => mail.to === email);

describe('e-mail digest', () => {
  let restore: () => Promise<void>;
  beforeEach(async () => {
    restore = await everyDayAt('am');
    return () => restore();
  });

  it('carries the unseen activities of followed streams the member may see, with replies, and never twice', async () => {
    const ada = await createMember(t.database.db, { firstName: 'Ada', timeZone: 'Europe/Berlin' });
    const ben = await createMember(t.database.db, { firstName: 'Ben', lastName: 'Byron' });
    const followed = await createGroup(t.database.db, { name: 'Rowing club' });
    const notFollowed = await createGroup(t.database.db, { name: 'Chess club' });
    const hidden = await createGroup(t.database.db, { name: 'Board', access: 'hidden' });
    await addGroupMembership(t.database.db, followed.id, ada.id, { activitystreamSubscribed: true });
    await addGroupMembership(t.database.db, notFollowed.id, ada.id);
    await addGroupMembership(t.database.db, hidden.id, ben.id, { activitystreamSubscribed: true });
    await wants(ada.id, ALL);

    const inGroup = await createActivity(t.database.db, ben.id, {
      groupId: followed.id,
      plain: 'Regatta on Sunday',
    });
    await t.ctx.db
      .insert(activityReplies)
      .values({ activityId: inGroup.id, authorId: ben.id, html: '<p>Bring oars</p>', plain: 'Bring oars' });
    const network = await createActivity(t.database.db, ben.id, { plain: 'Canteen closed' });
    await createActivity(t.database.db, ben.id, { groupId: notFollowed.id, plain: 'Chess tonight' });
    await createActivity(t.database.db, ben.id, { groupId: hidden.id, plain: 'Secret board matter' });
    await createActivity(t.database.db, ada.id, { plain: 'My own post' });
    const reported = await createActivity(t.database.db, ben.id, { plain: 'Reported post' });
    await t.ctx.db.transaction((tx) => hideActivityFromMembers(t.ctx, tx, reported.id));

    const at = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
    const [mail, ...others] = to(await run(at), ada.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your digest from Test Network');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('Regatta on Sunday');
      expect(part).toContain('Rowing club');
      expect(part).toContain('Canteen closed');
      expect(part).toContain('Bring oars');
      expect(part).toContain('Ben Byron');
      expect(part).not.toContain('Chess tonight');
      expect(part).not.toContain('Secret board matter');
      expect(part).not.toContain('My own post');
      expect(part).not.toContain('Reported post');
    }
    expect(mail?.html).toContain('<html');
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/activities/${inGroup.id}`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/\/api\/v1\/unsubscribe\//);
    expect(mail?.messageId).toMatch(/^<digest\./);

    // The same hour again (a repeated run) mails nothing; the next digest only what is new.
    expect(to(await run(at), ada.email)).toEqual([]);
    await createActivity(t.database.db, ben.id, { groupId: followed.id, plain: 'Results are in' });
    const [second, ...more] = to(await run(new Date(at.getTime() + 24 * HOUR_MS)), ada.email);
    expect(more).toEqual([]);
    expect(second?.text).toContain('Results are in');
    expect(second?.text).not.toContain('Regatta on Sunday');
    expect(second?.text).not.toContain('Canteen closed');
    const recorded = await t.ctx.db
      .select()
      .from(digestMailedItems)
      .where(eq(digestMailedItems.memberId, ada.id));
    expect(recorded.map((row) => row.activityId)).toEqual(expect.arrayContaining([inGroup.id, network.id]));
  });

  it('leaves out what the member read in the app, and mails nothing when nothing is left', async () => {
    const cleo = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
    const ben = await createMember(t.database.db);
    await wants(cleo.id, ALL);
    await createActivity(t.database.db, ben.id, { plain: 'Already read' });
    const cookie = await signIn(t.app, cleo.email);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/v1/activitystreams/all/read',
      headers: { cookie, ...originHeaders },
    });
    expect(read.statusCode).toBe(200);
    const at = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
    expect(to(await run(at), cleo.email)).toEqual([]);

    await createActivity(t.database.db, ben.id, { plain: 'Written after reading' });
    const [mail] = to(await run(new Date(at.getTime() + 24 * HOUR_MS)), cleo.email);
    expect(mail?.text).toContain('Written after reading');
    expect(mail?.text).not.toContain('Already read');
  });

  it('follows the switch: selected groups only, without the network level', async () => {
    const dora = await createMember(t.database.db, { timeZone: 'Europe/Berlin', locale: 'de' });
    const ben = await createMember(t.database.db);
    const chosen = await createGroup(t.database.db, { name: 'Choir' });
    const other = await createGroup(t.database.db, { name: 'Band' });
    for (const group of [chosen, other])
      await addGroupMembership(t.database.db, group.id, dora.id, { activitystreamSubscribed: true });
    await wants(dora.id, { switch: 'selected_groups', groupIds: [chosen.id], includeNetworkLevel: false });
    await createActivity(t.database.db, ben.id, { groupId: chosen.id, plain: 'Choir practice' });
    await createActivity(t.database.db, ben.id, { groupId: other.id, plain: 'Band practice' });
    await createActivity(t.database.db, ben.id, { plain: 'Network news' });
    const [mail] = to(await run(nextLocalHour('Europe/Berlin', SLOT_HOURS.am)), dora.email);
    expect(mail?.subject).toBe('Ihre Zusammenfassung aus Test Network');
    expect(mail?.text).toContain('Choir practice');
    expect(mail?.text).not.toContain('Band practice');
    expect(mail?.text).not.toContain('Network news');
  });

  it('arrives at the digest time of each member’s own time zone', async () => {
    const berlin = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
    const newYork = await createMember(t.database.db, { timeZone: 'America/New_York' });
    const ben = await createMember(t.database.db);
    await wants(berlin.id, ALL);
    await wants(newYork.id, ALL);
    await createActivity(t.database.db, ben.id, { plain: 'Morning news' });

    const berlinMorning = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
    const first = await run(berlinMorning);
    expect(to(first, berlin.email)).toHaveLength(1);
    expect(to(first, newYork.email)).toEqual([]);

    const newYorkMorning = nextLocalHour('America/New_York', SLOT_HOURS.am, berlinMorning);
    const second = await run(newYorkMorning);
    expect(to(second, newYork.email)).toHaveLength(1);
    expect(to(second, berlin.email)).toEqual([]);
  });

  it('goes out only on the digest days', async () => {
    const eva = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
    const ben = await createMember(t.database.db);
    await wants(eva.id, ALL);
    await createActivity(t.database.db, ben.id, { plain: 'Weekly news' });
    const at = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
    const day = localTime(at, 'Europe/Berlin').weekday;
    await restore();
    restore = await setNetworkSettings(t.ctx, { digest_sending_days: [{ day: (day + 1) % 7, time: 'am' }] });
    expect(to(await run(at), eva.email)).toEqual([]);
    expect(to(await run(new Date(at.getTime() + 24 * HOUR_MS)), eva.email)).toHaveLength(1);
  });

  it('stops with its one-click unsubscribe link, without signing in', async () => {
    const fay = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
    const ben = await createMember(t.database.db);
    await wants(fay.id, ALL);
    await createActivity(t.database.db, ben.id, { plain: 'Unsubscribe me' });
    const [mail] = to(await run(nextLocalHour('Europe/Berlin', SLOT_HOURS.am)), fay.email);
    const url = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const done = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(204);
    const settings = (await notificationSettingsOf(t.ctx.db, [fay.id])).get(fay.id);
    expect(settings?.emailDigests.switch).toBe('disabled');
    expect(settings?.emailNotifications).toEqual({});
  });
});

describe('daily activity mail', () => {
  it('carries new activities, updated ones only in its new-and-updated mode, and only on weekdays when asked', async () => {
    const gus = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
    const ben = await createMember(t.database.db);
    await wants(gus.id, OFF, ALL);
    const restore = await setNetworkSettings(t.ctx, {
      digest_sending_days: [],
      daily_activity: {
        enabled: true,
        include_network_level: true,
        mode: 'new',
        sending_time: 'pm',
        only_weekdays: false,
      },
    });
    try {
      const post = await createActivity(t.database.db, ben.id, { plain: 'Daily first' });
      const at = nextLocalHour('Europe/Berlin', SLOT_HOURS.pm);
      const [first] = to(await run(at), gus.email);
      expect(first?.subject).toBe('Today’s activity in Test Network');
      expect(first?.text).toContain('Daily first');

      // Edited after the first mail: not new, so the "new" mode leaves it out.
      await t.ctx.db.update(activities).set({ editedAt: new Date() }).where(eq(activities.id, post.id));
      const nextDay = new Date(at.getTime() + 24 * HOUR_MS);
      expect(to(await run(nextDay), gus.email)).toEqual([]);

      await setNetworkSettings(t.ctx, {
        daily_activity: {
          enabled: true,
          include_network_level: true,
          mode: 'new_and_updated',
          sending_time: 'pm',
          only_weekdays: false,
        },
      });
      await t.ctx.db.update(activities).set({ editedAt: new Date() }).where(eq(activities.id, post.id));
      const [updated] = to(await run(new Date(at.getTime() + 48 * HOUR_MS)), gus.email);
      expect(updated?.text).toContain('Daily first');
      expect(updated?.text).toContain('Updated');
      // Mailed for that change: not again without another one.
      expect(to(await run(new Date(at.getTime() + 72 * HOUR_MS)), gus.email)).toEqual([]);

      await setNetworkSettings(t.ctx, {
        daily_activity: {
          enabled: true,
          include_network_level: true,
          mode: 'new',
          sending_time: 'pm',
          only_weekdays: true,
        },
      });
      let saturday = new Date(at.getTime() + 96 * HOUR_MS);
      while (localTime(saturday, 'Europe/Berlin').weekday !== 6)
        saturday = new Date(saturday.getTime() + 24 * HOUR_MS);
      // Written on the Saturday (the clock of this test runs days ahead).
      await createActivity(t.database.db, ben.id, {
        plain: 'Weekend post',
        createdAt: new Date(saturday.getTime() - HOUR_MS),
      });
      expect(to(await run(saturday), gus.email)).toEqual([]);
      const monday = new Date(saturday.getTime() + 48 * HOUR_MS);
      const [weekday] = to(await run(monday), gus.email);
      expect(weekday?.text).toContain('Weekend post');
    } finally {
      await restore();
    }
  });

  it('is not sent while the network has it off', async () => {
    const hal = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
    const ben = await createMember(t.database.db);
    await wants(hal.id, OFF, ALL);
    await createActivity(t.database.db, ben.id, { plain: 'Nobody mails this' });
    expect(to(await run(nextLocalHour('Europe/Berlin', SLOT_HOURS.pm)), hal.email)).toEqual([]);
  });
});
