import { and, eq } from 'drizzle-orm';
import { jobs } from '../../platform/jobs/tables.js';
import type { TestApp } from '../../test/app.js';
import { NOTIFICATION_MAIL_JOB } from './mail-job.js';

/** The notification mails still waiting for their delay. */
export async function queuedNotificationMails(t: TestApp) {
  return t.ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, NOTIFICATION_MAIL_JOB), eq(jobs.status, 'queued')));
}

/** Ends the delay of every waiting notification mail and runs them (instead of waiting minutes). */
export async function sendNotificationMailsNow(t: TestApp) {
  await t.ctx.db
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(and(eq(jobs.type, NOTIFICATION_MAIL_JOB), eq(jobs.status, 'queued')));
  await t.ctx.jobs.drain();
}
