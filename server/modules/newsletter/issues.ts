import { desc, eq, lt } from 'drizzle-orm';
import { nextSendings, wallClock, zonedInstant } from '../../../contract/newsletter.js';
import type { AppContext } from '../../platform/context.js';
import { HOUR_MS, hourOfRun } from '../../platform/jobs/hourly.js';
import { type MemberRecord, mailableMemberIds, memberRecordsByIds } from '../members/service.js';
import { notificationSettingsOf } from '../notifications/service.js';
import { loadSending, networkZone } from './settings.js';
import { newsletterDeliveries, newsletterIssues } from './tables.js';
import { knownZone } from './zones.js';

/**
 * The hourly run: when a sending of the schedule falls in the run's hour, it writes the issue, one
 * delivery per recipient and one mail job per delivery in one transaction (all or nothing; the issue's
 * unique instant makes a repeated run write nothing). Recipients: members not deleted or locked, with
 * an address, whose `newsletter` setting is on.
 */

export const TICK_JOB = 'newsletter.tick';
export const SEND_JOB = 'newsletter.send';
export type SendPayload = { issueId: string; memberId: string };
/** Many attempts with growing pauses (up to an hour): a failing mail server delays, never loses. */
export const MAIL_ATTEMPTS = 30;

const LOOKUP_CHUNK = 1_000;
/** The first issue tells of the month before it. */
const FIRST_WINDOW_MS = 31 * 24 * HOUR_MS;

/** The sending that falls in the hour ending at `at` ((at - 1h, at]), if any. */
export async function dueSending(ctx: AppContext, at: Date): Promise<Date | null> {
  const [next] = nextSendings(
    await loadSending(ctx.db),
    new Date(at.getTime() - HOUR_MS),
    await networkZone(ctx),
    1,
  );
  return next && next.getTime() <= at.getTime() ? next : null;
}

/** Where an issue's content starts: the issue before it, or a month back for the first. */
export async function windowStart(ctx: AppContext, dueAt: Date): Promise<Date> {
  const [previous] = await ctx.db
    .select({ dueAt: newsletterIssues.dueAt })
    .from(newsletterIssues)
    .where(lt(newsletterIssues.dueAt, dueAt))
    .orderBy(desc(newsletterIssues.dueAt))
    .limit(1);
  return previous ? new Date(previous.dueAt) : new Date(dueAt.getTime() - FIRST_WINDOW_MS);
}

async function recipients(ctx: AppContext): Promise<MemberRecord[]> {
  const ids = await mailableMemberIds(ctx.db);
  const found: MemberRecord[] = [];
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const chunk = ids.slice(i, i + LOOKUP_CHUNK);
    const [records, settings] = await Promise.all([
      memberRecordsByIds(ctx.db, chunk),
      notificationSettingsOf(ctx.db, chunk),
    ]);
    found.push(...records.filter((member) => settings.get(member.id)?.newsletter !== false));
  }
  return found;
}

/**
 * When the member's own zone reaches the sending's slot on the same local day: members west of the
 * network's zone get it at their own hour; those east of it (whose hour has passed) right away.
 */
function runAtFor(member: MemberRecord, dueAt: Date, networkZoneName: string): Date | undefined {
  if (!knownZone(member.timeZone) || member.timeZone === networkZoneName) return undefined;
  const local = wallClock(dueAt, networkZoneName);
  const own = zonedInstant(local, local.hour, member.timeZone);
  return own.getTime() > dueAt.getTime() ? own : undefined;
}

/** Writes the issue due at `dueAt` with its deliveries and jobs; null when it was written before. */
export async function startIssue(ctx: AppContext, dueAt: Date): Promise<string | null> {
  const members = await recipients(ctx);
  const zone = await networkZone(ctx);
  return ctx.db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({ dueAt })
      .onConflictDoNothing()
      .returning({ id: newsletterIssues.id });
    if (!issue) return null;
    for (let i = 0; i < members.length; i += LOOKUP_CHUNK) {
      const chunk = members.slice(i, i + LOOKUP_CHUNK);
      await tx.insert(newsletterDeliveries).values(chunk.map((m) => ({ issueId: issue.id, memberId: m.id })));
    }
    for (const member of members) {
      const payload: SendPayload = { issueId: issue.id, memberId: member.id };
      await ctx.jobs.enqueue(tx, SEND_JOB, payload, {
        maxAttempts: MAIL_ATTEMPTS,
        runAt: runAtFor(member, dueAt, zone),
        uniqueKey: `${SEND_JOB}:${issue.id}:${member.id}`,
      });
    }
    if (members.length === 0) {
      await tx
        .update(newsletterIssues)
        .set({ finishedAt: new Date() })
        .where(eq(newsletterIssues.id, issue.id));
    }
    return issue.id;
  });
}

/** One hourly run (platform/jobs/hourly.ts): starts the issue whose sending falls in its hour. */
export async function runTick(ctx: AppContext, payload: Record<string, unknown>, now = new Date()) {
  const at = await hourOfRun(ctx, TICK_JOB, payload, now);
  const due = await dueSending(ctx, at);
  if (due) await startIssue(ctx, due);
}
