import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { JobInfo } from '../../platform/jobs/runner.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { memberRecordById, visibleMembersByIds } from '../members/service.js';
import { notificationMail } from './kind-mail.js';
import { notificationKinds } from './kinds.js';
import { mailRecipients, unsubscribeFor } from './mail-options.js';
import { notifications } from './tables.js';

/**
 * The mail of a notification, one job per recipient and unread entry, queued by `notify` in the
 * transaction that wrote the entry. It waits a few minutes, so a member who is in the app and reads
 * the entry meanwhile gets no mail; then it asks again what the member wants mailed, whom they
 * ignore and whether they may still see the thing. The mail is recorded as sent before the job ends
 * (`sendJobMails`), so a retried job does not mail twice; an entry raised again while its mail still
 * waits joins that job (`uniqueKey`), and later events on an entry nobody read queue nothing (only
 * an entry that starts being unread gets a job), so each unread entry brings one mail.
 */
export const NOTIFICATION_MAIL_JOB = 'notifications.mail';
/** How long a notification mail waits for the entry to be read in the app. */
export const NOTIFICATION_MAIL_DELAY_MS = 5 * 60_000;

type KindRef = { kind: string; actorId: string | null };

/** Queues the mail of each entry (in `notify`'s transaction) for the recipients who want the kind. */
export async function queueNotificationMails(
  ctx: Pick<AppContext, 'extensions' | 'jobs'>,
  tx: Tx,
  event: KindRef,
  entries: readonly { id: string; recipientId: string }[],
): Promise<void> {
  const kind = ctx.extensions.get(notificationKinds, event.kind);
  if (!kind || kind.ownMail || entries.length === 0) return;
  const wanted = await mailRecipients(
    tx,
    { name: event.kind, category: kind.category },
    entries.map((entry) => entry.recipientId),
    event.actorId,
  );
  const runAt = new Date(Date.now() + NOTIFICATION_MAIL_DELAY_MS);
  for (const entry of entries) {
    if (!wanted.has(entry.recipientId)) continue;
    await ctx.jobs.enqueue(
      tx,
      NOTIFICATION_MAIL_JOB,
      { notificationId: entry.id },
      { runAt, uniqueKey: `${NOTIFICATION_MAIL_JOB}:${entry.id}` },
    );
  }
}

/** Sends the entry's mail unless it was read, turned off, or is no longer the recipient's to see. */
export async function sendNotificationMail(ctx: AppContext, notificationId: string, job: JobInfo) {
  const [entry] = await ctx.db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!entry || entry.readAt) return;
  const kind = ctx.extensions.get(notificationKinds, entry.kind);
  if (!kind || kind.ownMail) return;
  const member = await memberRecordById(ctx.db, entry.recipientId);
  if (!member || member.lockedAt || member.deletedAt) return;
  const newestActor = entry.actorIds[0] ?? null;
  const wanted = await mailRecipients(
    ctx.db,
    { name: entry.kind, category: kind.category },
    [member.id],
    newestActor,
  );
  if (!wanted.has(member.id)) return;
  // What the member may not see is never mailed (the entry's keys follow the thing's audience).
  const keys = new Set(await viewerKeys(ctx, member));
  if (!entry.visibility.some((key) => keys.has(key))) return;
  const details = kind.mailDetails ? await kind.mailDetails(member, entry) : {};
  if (details === null) return;
  const network = await ctx.network.get();
  // Actors the member may not see are counted, never named.
  const visible = await visibleMembersByIds(ctx, network, member, entry.actorIds);
  const named = entry.actorIds.flatMap((id) => {
    const actor = visible.get(id);
    return actor ? [`${actor.firstName} ${actor.lastName}`.trim()] : [];
  });
  const mail = notificationMail({
    network,
    publicUrl: ctx.config.publicUrl,
    recipient: member,
    entry,
    actors: { named, count: entry.actorCount },
    details,
  });
  await sendJobMails(ctx, job, [member.id], String, () => ({
    to: member.email,
    ...mail,
    locale: member.locale,
    unsubscribe: unsubscribeFor(ctx, member.id, entry.kind),
  }));
}

export function defineNotificationMailJob(ctx: AppContext): void {
  ctx.jobs.define(NOTIFICATION_MAIL_JOB, async (payload, job) => {
    if (typeof payload.notificationId === 'string')
      await sendNotificationMail(ctx, payload.notificationId, job);
  });
}
