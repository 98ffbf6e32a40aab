import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { JobInfo } from '../jobs/runner.js';
import type { Mail, MailSender } from './mail.js';
import { jobMails } from './tables.js';

/**
 * Sends a job's mails one recipient at a time, recording each as sent before the next: a retry of the
 * job mails only those still waiting. At most the one mail in flight when the process died can go out
 * twice; nothing can be lost. Mails are built only for the recipients still waiting (`build` answers
 * null for one who gets none). Stops when the job's lease was lost, as another worker now sends them.
 */
export async function sendJobMails<R>(
  ctx: { db: Db; mail: MailSender },
  job: JobInfo,
  recipients: R[],
  recipientId: (recipient: R) => string,
  build: (recipient: R) => Mail | null | Promise<Mail | null>,
): Promise<void> {
  const done = new Set(
    (
      await ctx.db.select({ recipient: jobMails.recipient }).from(jobMails).where(eq(jobMails.jobId, job.id))
    ).map((row) => row.recipient),
  );
  for (const recipient of recipients) {
    const id = recipientId(recipient);
    if (done.has(id)) continue;
    job.signal.throwIfAborted();
    const mail = await build(recipient);
    if (mail) await ctx.mail.send(mail);
    await ctx.db.insert(jobMails).values({ jobId: job.id, recipient: id }).onConflictDoNothing();
    done.add(id);
  }
}
