import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { JobInfo } from '../../platform/jobs/runner.js';
import type { Mail } from '../../platform/mail/mail.js';
import { type MemberRecord, memberRecordsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type NotificationSettings, notificationSettingsOf } from '../notifications/service.js';
import { ageOnDay, birthdayMail } from './birthday-mail.js';
import { type Composed, composeScheduledMail, periodMessageId } from './compose.js';
import { digestMailedItems, digestMails } from './tables.js';

/**
 * The send job: one batch of members due for one mail. Per member and period the `digest_mails` row
 * is the idempotency key (tables.ts): the mail and its items are recorded before sending, so a retry
 * resends exactly that mail and no later run mails those items again.
 */

export const SEND_JOB = 'digests.send';
export type MailKind = 'digest' | 'daily' | 'birthday';
export type SendPayload = {
  mail: MailKind;
  /** The run's instant (ISO): the end of the digest's window, "now" of the upcoming appointments. */
  at: string;
  entries: { memberId: string; period: string }[];
};

const active = (member: MemberRecord | undefined): member is MemberRecord =>
  member !== undefined && member.deletedAt === null && member.lockedAt === null;

async function compose(
  ctx: AppContext,
  network: NetworkRecord,
  member: MemberRecord,
  choice: NotificationSettings | undefined,
  payload: SendPayload,
  period: string,
): Promise<Composed | null> {
  const at = new Date(payload.at);
  if (payload.mail === 'birthday') {
    const settings = network.settings.birthday_emails;
    if (!settings.enabled || !network.config.birthday_emails_admin_configurable) return null;
    const mail = birthdayMail(
      { ...member, age: ageOnDay(member.birthday, period.slice(0, 10)) },
      settings,
      network,
      { test: false, messageId: periodMessageId(ctx, 'birthday', member.id, period) },
    );
    return { mail, items: [] };
  }
  // The member's choice as it is now: a switch turned off since the schedule ran sends nothing.
  const digest = payload.mail === 'digest' ? choice?.emailDigests : choice?.emailDailyDigests;
  if (!digest || digest.switch === 'disabled') return null;
  if (payload.mail === 'daily' && !network.settings.daily_activity.enabled) return null;
  return composeScheduledMail(ctx, network, member, digest, payload.mail, at, period);
}

/** Records the mail (pending) and its items in one transaction; answers what to send. */
async function record(ctx: AppContext, key: Key, composed: Composed | null): Promise<Mail | null> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(digestMails)
      .values({ ...key, state: composed ? 'pending' : 'empty', content: composed?.mail ?? null })
      .onConflictDoNothing()
      .returning({ state: digestMails.state });
    // Another attempt recorded it first: its record stands.
    if (!row || !composed) return null;
    if (key.mail !== 'birthday' && composed.items.length > 0) {
      const mail = key.mail;
      await tx
        .insert(digestMailedItems)
        .values(composed.items.map((item) => ({ memberId: key.memberId, mail, ...item })))
        .onConflictDoUpdate({
          target: [digestMailedItems.memberId, digestMailedItems.mail, digestMailedItems.activityId],
          set: { version: sql`excluded.version` },
        });
    }
    return composed.mail;
  });
}

type Key = { memberId: string; mail: MailKind; period: string };

/** The recorded mails of the batch's members for the job's mail, by member and period. */
async function recorded(ctx: AppContext, payload: SendPayload) {
  const rows = await ctx.db
    .select({
      memberId: digestMails.memberId,
      period: digestMails.period,
      state: digestMails.state,
      content: digestMails.content,
    })
    .from(digestMails)
    .where(
      and(
        eq(digestMails.mail, payload.mail),
        inArray(
          digestMails.memberId,
          payload.entries.map((e) => e.memberId),
        ),
      ),
    );
  return new Map(rows.map((row) => [`${row.memberId}|${row.period}`, row]));
}

async function markSent(ctx: AppContext, key: Key) {
  await ctx.db
    .update(digestMails)
    .set({ state: 'sent', content: null, sentAt: new Date() })
    .where(
      and(
        eq(digestMails.memberId, key.memberId),
        eq(digestMails.mail, key.mail),
        eq(digestMails.period, key.period),
      ),
    );
}

export async function runSendJob(ctx: AppContext, payload: SendPayload, job: JobInfo): Promise<void> {
  const network = await ctx.network.get();
  const ids = payload.entries.map((e) => e.memberId);
  const [members, settings, records] = await Promise.all([
    memberRecordsByIds(ctx.db, ids),
    notificationSettingsOf(ctx.db, ids),
    recorded(ctx, payload),
  ]);
  const byId = new Map(members.map((m) => [m.id, m]));
  for (const entry of payload.entries) {
    job.signal.throwIfAborted();
    const member = byId.get(entry.memberId);
    if (!active(member)) continue;
    const key: Key = { memberId: member.id, mail: payload.mail, period: entry.period };
    const found = records.get(`${key.memberId}|${key.period}`);
    if (found && found.state !== 'pending') continue;
    // A pending row is a mail recorded but maybe not sent (SMTP failed, the process died): resend it.
    const mail =
      found?.content ??
      (await record(
        ctx,
        key,
        await compose(ctx, network, member, settings.get(member.id), payload, entry.period),
      ));
    if (!mail) continue;
    // A failing SMTP server throws here: the job is retried later and the pending mail with it.
    await ctx.mail.send(mail);
    await markSent(ctx, key);
  }
}
