import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../../db/columns.js';
import { jobs } from '../jobs/tables.js';

/**
 * The mails a job has sent, one row per recipient, written right after each mail went out: a retry of
 * the job (a mail server that failed half-way, a killed process) skips them. Gone with the job.
 */
export const jobMails = pgTable(
  'job_mails',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Whom the job mailed, in its own terms (a member id). */
    recipient: text('recipient').notNull(),
    sentAt: timestampColumn('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.recipient] })],
);

/**
 * Addresses a mail server refused for good (a 5xx answer to RCPT TO: no such mailbox, domain gone).
 * Optional mail (notifications, digests) skips them until the member or an administrator clears the
 * entry; mail someone asked for (a password link, an invitation) is still tried. One row per address,
 * lower-cased; `count` says how often it was refused.
 */
export const mailBounces = pgTable('mail_bounces', {
  address: text('address').primaryKey(),
  /** The server's reply code (550, 551, 553, …) and reply line, cut to 500 characters. */
  code: integer('code').notNull(),
  response: text('response').notNull(),
  count: integer('count').notNull().default(1),
  firstBouncedAt: timestampColumn('first_bounced_at').notNull().defaultNow(),
  lastBouncedAt: timestampColumn('last_bounced_at').notNull().defaultNow(),
});
