import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/ids.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { memberRecordById } from '../members/service.js';
import { newBrowserMail } from './new-browser-mail.js';
import { knownBrowsers } from './tables.js';
import { describeUserAgent } from './user-agent.js';

export const NEW_BROWSER_MAIL_JOB = 'sessions.new_browser_mail';

/**
 * Records the browser of a sign-in for the member, in the sign-in's transaction, and queues the mail
 * when the member has signed in before but never from it. The very first sign-in of a member (and
 * the first after this feature arrived) mails nobody: there is nothing yet to compare with.
 * Answers the browser's token for its cookie (a new one when the browser had none).
 */
export async function recordBrowser(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  input: { memberId: string; browserToken?: string; ip?: string; userAgent?: string },
): Promise<string> {
  const token = input.browserToken ?? newToken();
  const tokenHash = hashToken(token);
  const now = new Date();
  const [known] = await tx
    .update(knownBrowsers)
    .set({ lastSignInAt: now })
    .where(and(eq(knownBrowsers.memberId, input.memberId), eq(knownBrowsers.tokenHash, tokenHash)))
    .returning({ tokenHash: knownBrowsers.tokenHash });
  if (known) return token;
  const [before] = await tx
    .select({ tokenHash: knownBrowsers.tokenHash })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.memberId, input.memberId))
    .limit(1);
  await tx.insert(knownBrowsers).values({ memberId: input.memberId, tokenHash }).onConflictDoNothing();
  if (before) {
    await ctx.jobs.enqueue(tx, NEW_BROWSER_MAIL_JOB, {
      memberId: input.memberId,
      ip: input.ip ?? null,
      browser: browserLabel(input.userAgent ?? null),
      at: now.toISOString(),
    });
  }
  return token;
}

const browserLabel = (userAgent: string | null) => {
  const { browser, device } = describeUserAgent(userAgent);
  if (browser && device) return `${browser}, ${device}`;
  return browser ?? device;
};

export function defineNewBrowserMailJob(ctx: AppContext) {
  ctx.jobs.define(NEW_BROWSER_MAIL_JOB, async (payload, job) => {
    const member = await memberRecordById(ctx.db, String(payload.memberId));
    if (!member || member.deletedAt || member.lockedAt) return;
    const network = await ctx.network.get();
    await sendJobMails(
      ctx,
      job,
      [member],
      (m) => m.id,
      (m) =>
        newBrowserMail({
          locale: m.locale,
          timeZone: m.timeZone,
          to: m.email,
          name: `${m.firstName} ${m.lastName}`.trim(),
          network: network.name,
          browser: typeof payload.browser === 'string' ? payload.browser : null,
          ip: typeof payload.ip === 'string' ? payload.ip : null,
          at: new Date(String(payload.at)),
          link: `${ctx.config.publicUrl}/users/edit`,
        }),
    );
  });
}
