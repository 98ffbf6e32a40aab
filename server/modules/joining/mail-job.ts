import { eq } from 'drizzle-orm';
import { JOIN_LINK_HOURS, joiningPaths } from '../../../contract/joining.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/ids.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { type JoinMailKind, joinMail } from './mails.js';
import { joinRequests } from './tables.js';

/**
 * Joining's mails go out through a job queued with the rows they are about. The confirmation
 * link's token is made by the job when it sends the mail (a resent mail makes the older link stop
 * working), so no token sits in the jobs table. A taken address has no request row: its payload
 * carries the address and the name typed.
 */
export const JOIN_MAIL_JOB = 'joining.mail';
const HOUR_MS = 60 * 60 * 1000;

export type JoinMailPayload =
  | { kind: 'confirm' | 'approved' | 'rejected'; requestId: string }
  | { kind: 'taken'; email: string; name: string };

export async function queueJoinMail(ctx: Pick<AppContext, 'jobs'>, tx: Tx, payload: JoinMailPayload) {
  await ctx.jobs.enqueue(tx, JOIN_MAIL_JOB, payload);
}

const KINDS: readonly JoinMailKind[] = ['confirm', 'taken', 'approved', 'rejected'];

export function defineJoinMailJob(ctx: AppContext) {
  ctx.jobs.define(JOIN_MAIL_JOB, async (payload, job) => {
    const kind = KINDS.find((one) => one === payload.kind);
    if (!kind) return;
    const network = await ctx.network.get();
    const base = { kind, locale: network.language, network: network.name, hours: JOIN_LINK_HOURS };
    const signInLink = `${ctx.config.publicUrl}/users/sign_in`;
    if (kind === 'taken') {
      const email = String(payload.email ?? '');
      await sendJobMails(
        ctx,
        job,
        [email],
        (to) => to,
        (to) => joinMail({ ...base, to, name: String(payload.name ?? ''), link: signInLink }),
      );
      return;
    }
    const [row] = await ctx.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, String(payload.requestId ?? '')));
    // A confirmation is mailed only while the request waits for it.
    if (!row || (kind === 'confirm' && row.status !== 'unconfirmed')) return;
    await sendJobMails(
      ctx,
      job,
      [row],
      (one) => one.id,
      async (one) => {
        let link = signInLink;
        if (kind === 'confirm') {
          const token = newToken();
          await ctx.db
            .update(joinRequests)
            .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + JOIN_LINK_HOURS * HOUR_MS) })
            .where(eq(joinRequests.id, one.id));
          link = `${ctx.config.publicUrl}${joiningPaths.confirmationPage}?token=${token}`;
        }
        return joinMail({
          ...base,
          to: one.email,
          name: `${one.firstName} ${one.lastName}`.trim(),
          link,
          message: one.rejectionMessage,
        });
      },
    );
  });
}
