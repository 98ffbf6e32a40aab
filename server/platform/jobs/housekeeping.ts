import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deleteExpiredIdempotencyKeys } from '../idempotency/idempotency.js';
import { deleteExpiredSessions } from '../sessions/sessions.js';
import { loginFailures } from '../sessions/tables.js';
import type { JobRunner } from './runner.js';
import { jobs } from './tables.js';

export const HOUSEKEEPING_JOB = 'platform.housekeeping';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than any sign-in throttling window an administrator would set. */
const LOGIN_FAILURE_RETENTION_MS = DAY_MS;
/** Finished jobs stay a week for operators to look into. */
const FINISHED_JOB_RETENTION_MS = 7 * DAY_MS;

/** The daily clean-up of expired sessions, old sign-in failures, idempotency keys and finished jobs. */
export function defineHousekeeping(runner: JobRunner, db: Db, intervalMs = DAY_MS) {
  runner.define(HOUSEKEEPING_JOB, async () => {
    // Scheduled first, so that a failing clean-up does not end the daily rhythm.
    await db.transaction((tx) =>
      runner.enqueue(
        tx,
        HOUSEKEEPING_JOB,
        {},
        { runAt: new Date(Date.now() + intervalMs), uniqueKey: HOUSEKEEPING_JOB },
      ),
    );
    const now = Date.now();
    await deleteExpiredSessions(db);
    await deleteExpiredIdempotencyKeys(db, now);
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.createdAt, new Date(now - LOGIN_FAILURE_RETENTION_MS)));
    await db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ['done', 'failed']),
          lt(jobs.finishedAt, new Date(now - FINISHED_JOB_RETENTION_MS)),
        ),
      );
  });
}

/** Makes sure the next clean-up is queued (at start; a queued one is kept). */
export function scheduleHousekeeping(runner: JobRunner, db: Db): Promise<string> {
  return db.transaction((tx) => runner.enqueue(tx, HOUSEKEEPING_JOB, {}, { uniqueKey: HOUSEKEEPING_JOB }));
}
