import type { AppContext } from '../context.js';

export const HOUR_MS = 3_600_000;
/** A run the server missed (it was down) is made up when it is back, within this much. */
const CATCH_UP_MS = 6 * HOUR_MS;

/** The full hour `at` falls in. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** Queues the run of the hour `at` (a queued run of the job is kept: one rhythm per job). */
function queueRun(ctx: AppContext, job: string, at: Date) {
  return ctx.db.transaction((tx) =>
    ctx.jobs.enqueue(
      tx,
      job,
      { at: at.toISOString() },
      { runAt: new Date(at.getTime() + 30_000), uniqueKey: job },
    ),
  );
}

/**
 * A job that runs once for each full hour, for work that follows the clock in each member's zone
 * (digests, the newsletter). Defines the job and queues the next hour's run; `run` gets the hour.
 */
export async function defineHourlyJob(
  ctx: AppContext,
  job: string,
  run: (payload: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  ctx.jobs.define(job, run);
  await queueRun(ctx, job, new Date(hourOf(new Date()).getTime() + HOUR_MS));
}

/**
 * The hour a run is for, with the next run queued first, so that a failing run does not end the
 * rhythm. The queued run keeps its hour (`payload.at`), so a run the server missed is made up when it
 * is back; one older than CATCH_UP_MS is run for the present hour instead.
 */
export async function hourOfRun(
  ctx: AppContext,
  job: string,
  payload: Record<string, unknown>,
  now: Date,
): Promise<Date> {
  const asked = typeof payload.at === 'string' ? new Date(payload.at) : now;
  const at =
    Number.isNaN(asked.getTime()) || asked.getTime() < now.getTime() - CATCH_UP_MS
      ? hourOf(now)
      : hourOf(asked);
  await queueRun(ctx, job, new Date(at.getTime() + HOUR_MS));
  return at;
}
