import { desc, sql } from 'drizzle-orm';
import type { NewsletterIssueList } from '../../../contract/newsletter.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { memberRecordById } from '../members/service.js';
import { requireNetworkAdmin } from '../network-administration/policy.js';
import { windowStart } from './issues.js';
import { composeNewsletter } from './send.js';
import { newsletterDeliveries, newsletterIssues } from './tables.js';

/** The administration's view of the sendings, and the test mail. */

const ISSUES_SHOWN = 20;

export async function listIssues(ctx: AppContext, viewer: Viewer): Promise<NewsletterIssueList> {
  requireNetworkAdmin(viewer);
  const rows = await ctx.db
    .select({
      id: newsletterIssues.id,
      dueAt: newsletterIssues.dueAt,
      startedAt: newsletterIssues.startedAt,
      finishedAt: newsletterIssues.finishedAt,
      sent: newsletterIssues.sentCount,
      failed: newsletterIssues.failedCount,
      skipped: newsletterIssues.skippedCount,
      recipients: sql<number>`(select count(*)::int from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${newsletterIssues.id})`,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.dueAt))
    .limit(ISSUES_SHOWN);
  return {
    issues: rows.map((row) => ({
      id: row.id,
      due_at: new Date(row.dueAt).toISOString(),
      started_at: new Date(row.startedAt).toISOString(),
      finished_at: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
      recipients: Number(row.recipients),
      sent: row.sent,
      failed: row.failed,
      skipped: row.skipped,
    })),
  };
}

/**
 * Mails the newsletter as it would go out now to the administrator, with their own content, language
 * and time zone (what is new since the last issue), marked as a test; nothing is recorded.
 */
export async function sendTestNewsletter(ctx: AppContext, viewer: Viewer, now = new Date()) {
  requireNetworkAdmin(viewer);
  const member = await memberRecordById(ctx.db, viewer.id);
  if (!member || member.email === '') throw notFound('member');
  const mail = await composeNewsletter(
    ctx,
    member,
    { since: await windowStart(ctx, now), at: now },
    { test: true },
  );
  try {
    await ctx.mail.send(mail);
  } catch (error) {
    // The mail server is outside the product: its refusal is a bad gateway, not our failure.
    ctx.log.warn({ err: error }, 'newsletter test mail not sent');
    throw new AppError(502, 'mail_unavailable', 'The mail server did not take the test mail.');
  }
}
