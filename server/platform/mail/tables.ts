import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
