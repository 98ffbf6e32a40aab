import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';

/**
 * Background jobs live in the database so that they survive restarts and are shared by all instances;
 * a worker claims one with SELECT ... FOR UPDATE SKIP LOCKED.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestampColumn('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** End of the running worker's lease; its heartbeat moves it on while the job runs. */
    lockedUntil: timestampColumn('locked_until'),
    /** The instance running the job: restarted, it takes back at once what its previous process held. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Jobs with the same key are not queued twice while one is pending (e.g. a daily cleanup). */
    uniqueKey: text('unique_key'),
    createdAt: createdAt(),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt), index('jobs_unique_key_idx').on(t.uniqueKey)],
);
