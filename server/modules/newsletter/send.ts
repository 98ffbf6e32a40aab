import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { JobInfo } from '../../platform/jobs/runner.js';
import { bouncedAmong } from '../../platform/mail/bounces.js';
import type { Mail } from '../../platform/mail/mail.js';
import { type MemberRecord, memberRecordById } from '../members/service.js';
import { NEWSLETTER_MAIL, notificationSettingsOf, unsubscribeFor } from '../notifications/service.js';
import { gatherContent } from './content.js';
import { MAIL_ATTEMPTS, type SendPayload, windowStart } from './issues.js';
import { renderNewsletter } from './render.js';
import { loadSectionOrder } from './section-order.js';
import { newsletterDeliveries, newsletterIssues } from './tables.js';
import { loadTemplate } from './template.js';

/**
 * The mail job of one delivery. The delivery row is its idempotency key: only a `queued` row is
 * mailed, and it leaves `queued` right after the mail server took the mail. A failing mail server
 * throws before that, so the retry mails it (once); a crash between the two can at most repeat the
 * mail under the same Message-ID, which receivers drop.
 */

const active = (member: MemberRecord | null): member is MemberRecord =>
  member !== null && member.deletedAt === null && member.lockedAt === null && member.email !== '';

type Outcome = 'sent' | 'skipped' | 'failed';
const COUNTS = { sent: 'sentCount', skipped: 'skippedCount', failed: 'failedCount' } as const;

/** Settles a queued delivery and counts it on its issue; the issue is finished with its last one. */
async function settle(ctx: AppContext, payload: SendPayload, outcome: Outcome) {
  await ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(newsletterDeliveries)
      .set({ status: outcome, updatedAt: new Date() })
      .where(
        and(
          eq(newsletterDeliveries.issueId, payload.issueId),
          eq(newsletterDeliveries.memberId, payload.memberId),
          eq(newsletterDeliveries.status, 'queued'),
        ),
      )
      .returning({ status: newsletterDeliveries.status });
    if (!settled) return;
    const count = COUNTS[outcome];
    await tx
      .update(newsletterIssues)
      .set({ [count]: sql`${newsletterIssues[count]} + 1` })
      .where(eq(newsletterIssues.id, payload.issueId));
    await tx
      .update(newsletterIssues)
      .set({ finishedAt: new Date() })
      .where(
        and(
          eq(newsletterIssues.id, payload.issueId),
          sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${payload.issueId} and ${newsletterDeliveries.status} = 'queued')`,
        ),
      );
  });
}

/** The same Message-ID for every attempt of one member's copy of one issue. */
const messageIdOf = (ctx: AppContext, payload: SendPayload) =>
  `<newsletter.${payload.issueId}.${payload.memberId}@${new URL(ctx.config.publicUrl).hostname}>`;

/** One member's newsletter for the window (since, at]: their content, language and time zone. */
export async function composeNewsletter(
  ctx: AppContext,
  member: MemberRecord,
  window: { since: Date; at: Date },
  options: { test: boolean; messageId?: string },
): Promise<Mail> {
  const network = await ctx.network.get();
  const [order, { template }] = await Promise.all([loadSectionOrder(ctx), loadTemplate(ctx)]);
  const content = await gatherContent(ctx, network, member, order, window);
  const links = unsubscribeFor(ctx, member.id, NEWSLETTER_MAIL);
  const rendered = renderNewsletter({
    network,
    publicUrl: ctx.config.publicUrl,
    locale: member.locale,
    timeZone: member.timeZone,
    template,
    order,
    content,
    links: { unsubscribeUrl: links.url, settingsUrl: links.settingsUrl },
    test: options.test,
  });
  return {
    to: member.email,
    ...rendered,
    locale: member.locale,
    ownDesign: true,
    unsubscribe: links,
    ...(options.messageId ? { messageId: options.messageId } : {}),
  };
}

async function queuedDelivery(ctx: AppContext, payload: SendPayload) {
  const [row] = await ctx.db
    .select({ status: newsletterDeliveries.status, dueAt: newsletterIssues.dueAt })
    .from(newsletterDeliveries)
    .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterDeliveries.issueId))
    .where(
      and(
        eq(newsletterDeliveries.issueId, payload.issueId),
        eq(newsletterDeliveries.memberId, payload.memberId),
      ),
    );
  return row?.status === 'queued' ? row : null;
}

export async function runSendJob(ctx: AppContext, payload: SendPayload, job: JobInfo): Promise<void> {
  const delivery = await queuedDelivery(ctx, payload);
  if (!delivery) return;
  const member = await memberRecordById(ctx.db, payload.memberId);
  // The member as they are now: opted out, locked or deleted since the issue was written sends nothing.
  const wanted =
    active(member) &&
    (await notificationSettingsOf(ctx.db, [member.id])).get(member.id)?.newsletter !== false;
  if (!wanted || (await bouncedAmong(ctx.db, [member.email])).size > 0) {
    await settle(ctx, payload, 'skipped');
    return;
  }
  const at = new Date(delivery.dueAt);
  const mail = await composeNewsletter(
    ctx,
    member,
    { since: await windowStart(ctx, at), at },
    { test: false, messageId: messageIdOf(ctx, payload) },
  );
  job.signal.throwIfAborted();
  try {
    await ctx.mail.send(mail);
  } catch (error) {
    // The last attempt: the delivery is counted as failed; earlier ones are retried with the mail.
    if (job.attempts >= MAIL_ATTEMPTS) await settle(ctx, payload, 'failed');
    throw error;
  }
  // A permanent refusal is recorded as a bounce by the sender, which then returns: that is a failure.
  const refused = (await bouncedAmong(ctx.db, [member.email])).size > 0;
  await settle(ctx, payload, refused ? 'failed' : 'sent');
}
