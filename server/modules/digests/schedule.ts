import { and, eq, lt, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { HOUR_MS, hourOfRun } from '../../platform/jobs/hourly.js';
import type { DayTime } from '../../platform/network/defaults.js';
import { type MemberRecord, memberRecordsByIds, membersBornOn } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type DigestMail, digestSubscribers } from '../notifications/service.js';
import {
  BIRTHDAY_SLOT,
  birthdayMonthDays,
  knownZone,
  type LocalTime,
  localTime,
  SLOT_HOURS,
} from './local-time.js';
import { type MailKind, SEND_JOB, type SendPayload } from './send.js';
import { digestMailedItems, digestMails } from './tables.js';

/**
 * The hourly schedule: each run is for one full hour (`at`) and finds the members for whom that hour
 * is, in their own time zone, a digest slot (the settings' days and time), the daily activity time, or
 * the morning of their birthday, and queues their mails in batches. A run the server missed is made up
 * when it is back (platform/jobs/hourly.ts).
 */

export const TICK_JOB = 'digests.tick';
const BATCH = 100;
const LOOKUP_CHUNK = 1_000;
/** Items older than any window are never mailed again; their records can go. */
const ITEMS_KEPT_MS = 60 * 24 * HOUR_MS;
/** The birthday's idempotency key is its year: mail records stay longer than a year. */
const MAILS_KEPT_MS = 400 * 24 * HOUR_MS;

type Due = { memberId: string; period: string };

function zoneOf(member: MemberRecord, fallback: string) {
  return knownZone(member.timeZone) ? member.timeZone : fallback;
}

async function recordsOf(ctx: AppContext, ids: string[]): Promise<MemberRecord[]> {
  const found: MemberRecord[] = [];
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    found.push(...(await memberRecordsByIds(ctx.db, ids.slice(i, i + LOOKUP_CHUNK))));
  }
  return found.filter((m) => m.deletedAt === null && m.lockedAt === null);
}

async function dueSubscribers(
  ctx: AppContext,
  mail: DigestMail,
  at: Date,
  zone: string,
  isDue: (local: LocalTime) => DayTime | null,
): Promise<Due[]> {
  const subscribers = await digestSubscribers(ctx.db, mail);
  const members = await recordsOf(
    ctx,
    subscribers.map((s) => s.memberId),
  );
  return members.flatMap((member) => {
    const local = localTime(at, zoneOf(member, zone));
    const slot = isDue(local);
    return slot ? [{ memberId: member.id, period: `${local.date}-${slot}` }] : [];
  });
}

/** Who gets which mail in the hour `at`. */
export async function dueMails(
  ctx: AppContext,
  network: NetworkRecord,
  at: Date,
): Promise<Map<MailKind, Due[]>> {
  const zone = knownZone(network.config.time_zone) ? network.config.time_zone : 'Europe/Berlin';
  const { digest_sending_days: days, daily_activity: daily, birthday_emails: birthday } = network.settings;
  const due = new Map<MailKind, Due[]>();
  if (days.length > 0) {
    due.set(
      'digest',
      await dueSubscribers(ctx, 'digest', at, zone, (local) => {
        const slot = days.find((d) => d.day === local.weekday && SLOT_HOURS[d.time] === local.hour);
        return slot ? slot.time : null;
      }),
    );
  }
  if (daily.enabled) {
    due.set(
      'daily',
      await dueSubscribers(ctx, 'daily_digest', at, zone, (local) => {
        if (SLOT_HOURS[daily.sending_time] !== local.hour) return null;
        if (daily.only_weekdays && (local.weekday === 0 || local.weekday === 6)) return null;
        return daily.sending_time;
      }),
    );
  }
  if (birthday.enabled && network.config.birthday_emails_admin_configurable) {
    // Local days around the hour anywhere on earth: the UTC day and its neighbours.
    const days = new Set(
      [-1, 0, 1].flatMap((d) =>
        birthdayMonthDays(localTime(new Date(at.getTime() + d * 24 * HOUR_MS), 'UTC')),
      ),
    );
    const born = await membersBornOn(ctx.db, [...days]);
    due.set(
      'birthday',
      born.flatMap((member) => {
        const local = localTime(at, zoneOf(member, zone));
        const today = birthdayMonthDays(local);
        const birthdayToday = member.birthday !== null && today.includes(member.birthday.slice(5));
        return birthdayToday && local.hour === SLOT_HOURS[BIRTHDAY_SLOT]
          ? [{ memberId: member.id, period: String(local.year) }]
          : [];
      }),
    );
  }
  return due;
}

/** Queues the send jobs of the hour `at` (one transaction: the run's jobs exist together or not at all). */
export async function queueHour(ctx: AppContext, at: Date): Promise<number> {
  const network = await ctx.network.get();
  const due = await dueMails(ctx, network, at);
  let queued = 0;
  await ctx.db.transaction(async (tx) => {
    for (const [mail, entries] of due) {
      for (let i = 0; i < entries.length; i += BATCH) {
        const payload: SendPayload = { mail, at: at.toISOString(), entries: entries.slice(i, i + BATCH) };
        // Many attempts with growing pauses (up to an hour): a failing SMTP server delays, never loses.
        await ctx.jobs.enqueue(tx, SEND_JOB, payload, {
          maxAttempts: 30,
          uniqueKey: `${SEND_JOB}:${mail}:${at.toISOString()}:${i}`,
        });
        queued += payload.entries.length;
      }
    }
  });
  return queued;
}

/**
 * Mails still pending long after their job's last attempt (30 attempts span about a day): the mail
 * server was down longer. They are queued again, so a long outage delays them and loses none.
 */
const STALE_PENDING_MS = 48 * HOUR_MS;

async function requeueStalePending(ctx: AppContext, now: Date) {
  const stale = await ctx.db
    .select({ memberId: digestMails.memberId, mail: digestMails.mail, period: digestMails.period })
    .from(digestMails)
    .where(
      and(
        eq(digestMails.state, 'pending'),
        lt(digestMails.createdAt, new Date(now.getTime() - STALE_PENDING_MS)),
      ),
    )
    .limit(LOOKUP_CHUNK);
  if (stale.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const mail of ['digest', 'daily', 'birthday'] as const) {
      const entries = stale.filter((row) => row.mail === mail);
      for (let i = 0; i < entries.length; i += BATCH) {
        const payload: SendPayload = { mail, at: now.toISOString(), entries: entries.slice(i, i + BATCH) };
        await ctx.jobs.enqueue(tx, SEND_JOB, payload, {
          maxAttempts: 30,
          uniqueKey: `${SEND_JOB}:pending:${mail}:${i}`,
        });
      }
    }
  });
}

export async function runTick(ctx: AppContext, payload: Record<string, unknown>, now = new Date()) {
  const at = await hourOfRun(ctx, TICK_JOB, payload, now);
  await queueHour(ctx, at);
  await requeueStalePending(ctx, now);
  await ctx.db
    .delete(digestMailedItems)
    .where(lt(digestMailedItems.version, new Date(now.getTime() - ITEMS_KEPT_MS)));
  await ctx.db
    .delete(digestMails)
    .where(
      and(
        ne(digestMails.state, 'pending'),
        lt(digestMails.createdAt, new Date(now.getTime() - MAILS_KEPT_MS)),
      ),
    );
}
