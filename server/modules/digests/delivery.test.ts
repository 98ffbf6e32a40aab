import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../platform/jobs/tables.js';
import type { Mail } from '../../platform/mail/mail.js';
import { createTestApp, originHeaders, signIn, type TestApp } from '../../test/app.js';
import {
  createActivity,
  createAppointment,
  createMember,
  setNetworkConfig,
  setNetworkSettings,
} from '../../test/factories.js';
import { createFlakyMailSender } from '../../test/faults.js';
import { notificationSettingsOf, saveNotificationSettings } from '../notifications/service.js';
import { localTime, SLOT_HOURS } from './local-time.js';
import { queueHour, runTick } from './schedule.js';
import { SEND_JOB } from './send.js';
import { digestMails } from './tables.js';

/**
 * Birthday mails, upcoming appointments in the digest, and delivery: a refusing mail server delays a
 * digest (the same mail, the same Message-ID, later), it never loses it or sends it twice.
 */

let t: TestApp;
const mailer = createFlakyMailSender();
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ mail: mailer });
});
afterAll(async () => {
  await t?.close();
});

function nextLocalHour(zone: string, hour: number, after = new Date()): Date {
  let at = new Date((Math.floor(after.getTime() / HOUR_MS) + 1) * HOUR_MS);
  while (localTime(at, zone).hour !== hour) at = new Date(at.getTime() + HOUR_MS);
  return at;
}

async function run(at: Date): Promise<Mail[]> {
  const before = t.mails.length;
  await queueHour(t.ctx, at);
  await t.ctx.jobs.drain();
  return t.mails.slice(before);
}
const to = (mails: Mail[], email: string) => mails.filter((mail) => mail.to === email);

async function wantsDigest(memberId: string) {
  const current = (await notificationSettingsOf(t.ctx.db, [memberId])).get(memberId);
  if (!current) throw new Error('no settings');
  await t.ctx.db.transaction((tx) =>
    saveNotificationSettings(tx, memberId, {
      ...current,
      emailDigests: { switch: 'all', groupIds: [], includeNetworkLevel: true },
    }),
  );
}

describe('birthday mails', () => {
  it('go out once a year on the member’s birthday morning, with the placeholders filled in', async () => {
    const restore = await setNetworkSettings(t.ctx, {
      birthday_emails: {
        enabled: true,
        image: 'https://example.test/cake.png',
        subject: 'Happy birthday, %{first_name}!',
        text: '<p>Dear %{name}, %{age} years today. Greetings from %{network}. %{unknown}</p>',
      },
    });
    try {
      const morning = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
      const today = localTime(morning, 'Europe/Berlin');
      const born = `${today.year - 30}-${today.monthDay}`;
      const ida = await createMember(t.database.db, {
        firstName: 'Ida',
        lastName: 'Ivers',
        birthday: born === `${today.year - 30}-02-29` ? `${today.year - 32}-02-29` : born,
        timeZone: 'Europe/Berlin',
      });
      const later = await createMember(t.database.db, {
        birthday: `${today.year - 30}-${today.monthDay}`,
        timeZone: 'Pacific/Auckland',
      });

      const [mail, ...others] = to(await run(morning), ida.email);
      expect(others).toEqual([]);
      expect(mail?.subject).toBe('Happy birthday, Ida!');
      expect(mail?.text).toContain('Dear Ida Ivers');
      expect(mail?.text).toContain('Greetings from Test Network');
      expect(mail?.text).toContain('%{unknown}');
      expect(mail?.html).toContain('https://example.test/cake.png');
      expect(mail?.text).not.toContain('test of the birthday');
      // Auckland's morning of that day is another hour.
      expect(to(t.mails, later.email)).toEqual([]);

      // The same hour again, and the next hour: nothing more this year.
      expect(to(await run(morning), ida.email)).toEqual([]);
      expect(to(await run(new Date(morning.getTime() + HOUR_MS)), ida.email)).toEqual([]);
      const rows = await t.ctx.db
        .select()
        .from(digestMails)
        .where(and(eq(digestMails.memberId, ida.id), eq(digestMails.mail, 'birthday')));
      expect(rows.map((row) => [row.period, row.state])).toEqual([[String(today.year), 'sent']]);
    } finally {
      await restore();
    }
  });

  it('are not sent while the network has them off or its config does not offer them', async () => {
    const morning = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
    const today = localTime(morning, 'Europe/Berlin');
    const jan = await createMember(t.database.db, { birthday: `1990-${today.monthDay}` });
    expect(to(await run(morning), jan.email)).toEqual([]);
    const restoreSettings = await setNetworkSettings(t.ctx, {
      birthday_emails: { enabled: true, image: null, subject: '', text: 'Hi' },
    });
    const restoreConfig = await setNetworkConfig(t.ctx, { birthday_emails_admin_configurable: false });
    try {
      expect(to(await run(morning), jan.email)).toEqual([]);
    } finally {
      await restoreConfig();
      await restoreSettings();
    }
  });
});

describe('POST /administration/settings/send_test_birthday_email', () => {
  const body = {
    birthday_emails: {
      enabled: true,
      image: null,
      subject: 'Cheers %{first_name}',
      text: '<p>Hi %{name}</p>',
    },
  };

  it('mails the birthday mail with the administrator’s name to the administrator', async () => {
    const admin = await createMember(t.database.db, {
      firstName: 'Kim',
      lastName: 'Keller',
      isNetworkAdmin: true,
    });
    const cookie = await signIn(t.app, admin.email);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/administration/settings/send_test_birthday_email',
      headers: { cookie, ...originHeaders },
      payload: body,
    });
    expect(sent.statusCode).toBe(202);
    await t.ctx.jobs.drain();
    const [mail] = to(t.mails, admin.email);
    expect(mail?.subject).toBe('Cheers Kim');
    expect(mail?.text).toContain('Hi Kim Keller');
    expect(mail?.text).toContain('This is a test of the birthday e-mail');
  });

  it('answers 404 to members who are not administrators and sends nothing', async () => {
    const member = await createMember(t.database.db);
    const cookie = await signIn(t.app, member.email);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/administration/settings/send_test_birthday_email',
      headers: { cookie, ...originHeaders },
      payload: body,
    });
    expect(refused.statusCode).toBe(404);
    await t.ctx.jobs.drain();
    expect(to(t.mails, member.email)).toEqual([]);
  });
});

describe('digest delivery', () => {
  it('lists the upcoming appointments where the settings put them', async () => {
    const restore = await setNetworkSettings(t.ctx, {
      digest_sending_days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, time: 'am' as const })),
      digests: {
        max_number_of_upcoming_appointments: 1,
        upcoming_appointments_position: 'top',
        show_comments: false,
      },
    });
    try {
      const lea = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
      const ben = await createMember(t.database.db);
      await wantsDigest(lea.id);
      const at = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
      await createAppointment(t.ctx, {
        authorId: lea.id,
        name: 'Budget meeting',
        start: new Date(at.getTime() + 26 * HOUR_MS),
      });
      await createAppointment(t.ctx, {
        authorId: lea.id,
        name: 'Later meeting',
        start: new Date(at.getTime() + 50 * HOUR_MS),
      });
      await createActivity(t.database.db, ben.id, { plain: 'Agenda posted' });
      const [mail] = to(await run(at), lea.email);
      expect(mail?.text).toContain('Upcoming appointments');
      expect(mail?.text).toContain('Budget meeting');
      expect(mail?.text).not.toContain('Later meeting');
      const text = mail?.text ?? '';
      expect(text.indexOf('Budget meeting')).toBeLessThan(text.indexOf('Agenda posted'));
    } finally {
      await restore();
    }
  });

  it('is delayed by a refusing mail server, then sent once with the same Message-ID', async () => {
    const restore = await setNetworkSettings(t.ctx, {
      digest_sending_days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, time: 'am' as const })),
    });
    try {
      const max = await createMember(t.database.db, { timeZone: 'Europe/Berlin' });
      const ben = await createMember(t.database.db);
      await wantsDigest(max.id);
      await createActivity(t.database.db, ben.id, { plain: 'Delivered at last' });
      const at = nextLocalHour('Europe/Berlin', SLOT_HOURS.am);
      mailer.refuseNextTo(max.email);
      expect(to(await run(at), max.email)).toEqual([]);
      const [pending] = await t.ctx.db.select().from(digestMails).where(eq(digestMails.memberId, max.id));
      expect(pending?.state).toBe('pending');

      // A new activity meanwhile does not change the recorded mail.
      await createActivity(t.database.db, ben.id, { plain: 'Written meanwhile' });
      await t.ctx.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.type, SEND_JOB));
      await t.ctx.jobs.drain();
      const [mail, ...again] = to(t.mails, max.email);
      expect(again).toEqual([]);
      expect(mail?.text).toContain('Delivered at last');
      expect(mail?.text).not.toContain('Written meanwhile');
      expect(mail?.messageId).toMatch(new RegExp(`^<digest\\.${max.id}\\.`));
      const [sent] = await t.ctx.db.select().from(digestMails).where(eq(digestMails.memberId, max.id));
      expect(sent).toMatchObject({ state: 'sent', content: null });
    } finally {
      await restore();
    }
  });

  it('sends a mail still pending after its job gave up, at a later hourly run', async () => {
    const nia = await createMember(t.database.db);
    const stored: Mail = { to: nia.email, subject: 'Stored digest', text: 'Kept through the outage' };
    await t.ctx.db.insert(digestMails).values({
      memberId: nia.id,
      mail: 'digest',
      period: '2026-01-05-am',
      state: 'pending',
      content: stored,
      createdAt: new Date(Date.now() - 3 * 24 * HOUR_MS),
    });
    await runTick(t.ctx, { at: new Date().toISOString() });
    await t.ctx.jobs.drain();
    const [mail, ...again] = to(t.mails, nia.email);
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('Stored digest');
    const [row] = await t.ctx.db.select().from(digestMails).where(eq(digestMails.memberId, nia.id));
    expect(row?.state).toBe('sent');
  });
});
