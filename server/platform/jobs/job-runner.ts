import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { EnqueueOptions, FinishedJob, FinishedListener, JobHandler, JobRunner } from './runner.js';
import { jobs } from './tables.js';

/** The PostgreSQL NOTIFY channel on which committed jobs wake the workers of every instance. */
export const JOBS_CHANNEL = 'jobs';

export type JobRunnerOptions = {
  /** How often an idle worker looks for due jobs (retries, scheduled jobs, lost notifications). */
  pollIntervalMs?: number;
  /**
   * How long a claimed job belongs to its worker without a heartbeat; the worker renews it every third
   * of that while the job runs. A job whose lease ran out (its worker died) is run again by anyone.
   */
  leaseMs?: number;
  /** First retry delay; it doubles with every failed attempt up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** The runner's clock (due times, leases, backoff); tests move it instead of waiting. */
  now?: () => Date;
  /**
   * Who this worker is across restarts (platform/instance.ts). Started again, it requeues at once the
   * jobs its previous process was running, instead of waiting for their leases. Two running
   * processes must never share it; a random id (the default) reclaims nothing.
   */
  instanceId?: string;
  /** Subscribes to JOBS_CHANNEL notifications (the database's LISTEN); without it, polling alone. */
  listen?: (onNotify: () => void) => Promise<() => Promise<void>>;
};

type JobRow = typeof jobs.$inferSelect;

export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));

/**
 * A worker on the `jobs` table. Claiming is one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery, so
 * any number of instances share the queue without taking a job twice. The attempt counter doubles as
 * a fencing token: a worker whose lease expired cannot overwrite the result of the one that took over.
 */
export function createJobRunner(db: Db, log: Logger, options: JobRunnerOptions = {}): JobRunner {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const heartbeatMs = Math.max(10, Math.floor(leaseMs / 3));
  const backoffBaseMs = options.backoffBaseMs ?? 10_000;
  const backoffMaxMs = options.backoffMaxMs ?? 60 * 60 * 1000;
  const now = options.now ?? (() => new Date());
  const instanceId = options.instanceId ?? `process-${randomBytes(8).toString('hex')}`;
  const handlers = new Map<string, JobHandler>();
  const finishedListeners = new Set<FinishedListener>();
  const active = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  // Set by a notification that arrives while the worker is busy, so that it looks again before sleeping.
  let nudged = false;
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  let reclaimed: Promise<void> | undefined;
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined;

  const leaseEnd = () => new Date(now().getTime() + leaseMs);

  async function failExhaustedLeases(at: Date) {
    await db
      .update(jobs)
      .set({
        status: 'failed',
        lastError: 'lease expired on the last attempt',
        finishedAt: at,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, at), gte(jobs.attempts, jobs.maxAttempts)));
  }

  /**
   * Jobs marked running by this instance before this runner claimed anything were held by its
   * previous process, which ended without finishing them: they go back to the queue now (or fail, on
   * their last attempt), not when their leases run out.
   */
  async function reclaimOwnDeadJobs() {
    const at = now();
    const ours = and(eq(jobs.status, 'running'), eq(jobs.lockedBy, instanceId));
    const failed = await db
      .update(jobs)
      .set({
        status: 'failed',
        lastError: 'the instance stopped during the last attempt',
        finishedAt: at,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(and(ours, gte(jobs.attempts, jobs.maxAttempts)))
      .returning({ id: jobs.id });
    const requeued = await db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: 'the instance stopped while running it',
        runAt: at,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(ours)
      .returning({ id: jobs.id });
    if (failed.length + requeued.length > 0) {
      log.warn(
        { instanceId, requeued: requeued.length, failed: failed.length },
        'reclaimed jobs of a stopped process',
      );
    }
  }

  const reclaimOnce = () => {
    reclaimed ??= reclaimOwnDeadJobs().catch((err: unknown) => {
      reclaimed = undefined;
      throw err;
    });
    return reclaimed;
  };

  async function claim(): Promise<JobRow | undefined> {
    if (handlers.size === 0) return undefined;
    await reclaimOnce();
    const at = now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.type, [...handlers.keys()]),
          lt(jobs.attempts, jobs.maxAttempts),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, at)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, at)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: leaseEnd(),
        lockedBy: instanceId,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  function announce(finished: FinishedJob) {
    for (const listener of finishedListeners) {
      try {
        listener(finished);
      } catch (err) {
        log.error({ err, jobId: finished.id }, 'job finished listener failed');
      }
    }
  }

  /**
   * Renews the lease every third of it while the handler runs, so a long job is not taken over as if
   * its worker had died. When the renewal finds the attempt no longer ours, `lost` is aborted.
   */
  function keepLease(job: JobRow, lost: AbortController): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const beat = async () => {
      try {
        const renewed = await db
          .update(jobs)
          .set({ lockedUntil: leaseEnd() })
          .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running')))
          .returning({ id: jobs.id });
        if (renewed.length === 0 && !stopped) {
          log.warn({ jobId: job.id, type: job.type, attempts: job.attempts }, 'job lease lost');
          lost.abort(new Error('job lease lost'));
          return;
        }
      } catch (err) {
        // The next beat tries again; the lease outlives two missed ones.
        log.warn({ err, jobId: job.id }, 'job heartbeat failed');
      }
      if (!stopped) timer = setTimeout(beat, heartbeatMs);
    };
    timer = setTimeout(beat, heartbeatMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  async function execute(job: JobRow) {
    const handler = handlers.get(job.type);
    const ours = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));
    const info = { id: job.id, type: job.type, attempts: job.attempts };
    let outcome: FinishedJob['outcome'];
    let stored: { id: string }[];
    const lost = new AbortController();
    const stopHeartbeat = keepLease(job, lost);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, { ...info, signal: lost.signal });
      stopHeartbeat();
      outcome = 'done';
      stored = await db
        .update(jobs)
        .set({ status: 'done', finishedAt: now(), lockedUntil: null, lockedBy: null })
        .where(ours)
        .returning({ id: jobs.id });
    } catch (err) {
      stopHeartbeat();
      const lastError = describe(err);
      const exhausted = job.attempts >= job.maxAttempts;
      log.warn({ err, jobId: job.id, type: job.type, attempts: job.attempts, exhausted }, 'job failed');
      const at = now();
      outcome = exhausted ? 'failed' : 'retry';
      stored = await db
        .update(jobs)
        .set(
          exhausted
            ? { status: 'failed', lastError, finishedAt: at, lockedUntil: null, lockedBy: null }
            : {
                status: 'queued',
                lastError,
                lockedUntil: null,
                lockedBy: null,
                runAt: new Date(at.getTime() + backoffDelay(job.attempts, backoffBaseMs, backoffMaxMs)),
              },
        )
        .where(ours)
        .returning({ id: jobs.id });
    }
    // A worker whose lease another took over changed nothing: its attempt is not an outcome.
    if (stored.length > 0) announce({ ...info, outcome });
  }

  /** Claims and runs one job; answers false when none was due. */
  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const run = execute(job);
    active.add(run);
    try {
      await run;
    } finally {
      active.delete(run);
    }
    return true;
  }

  async function work() {
    while (running) {
      nudged = false;
      try {
        await failExhaustedLeases(now());
        while (running && (await runOne())) {}
      } catch (err) {
        log.error({ err }, 'job runner could not reach the database');
      }
      if (!running) break;
      if (nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    define(type, handler) {
      handlers.set(type, handler);
    },

    async enqueue(tx, type, payload = {}, enqueueOptions: EnqueueOptions = {}) {
      const runAt = enqueueOptions.runAt ?? now();
      const values = {
        type,
        payload,
        runAt,
        maxAttempts: enqueueOptions.maxAttempts ?? 5,
        uniqueKey: enqueueOptions.uniqueKey ?? null,
      };
      const key = enqueueOptions.uniqueKey;
      if (key) {
        // Serialises enqueuers of the same key across instances (until the caller's commit) without a
        // unique index.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        const [queued] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.uniqueKey, key), eq(jobs.status, 'queued')))
          .limit(1);
        if (queued) return queued.id;
      }
      const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
      if (!row) throw new Error('job not stored');
      // Delivered to the listeners of every instance when (and only if) the transaction commits.
      if (runAt.getTime() <= now().getTime()) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
      return row.id;
    },

    start() {
      if (running) return;
      running = true;
      unlisten = options.listen
        ? options.listen(nudge).catch((err: unknown) => {
            log.warn({ err }, 'job runner cannot listen for new jobs; it polls');
            return undefined;
          })
        : undefined;
      loop = work();
    },

    async stop() {
      running = false;
      wake?.();
      await (await unlisten)?.();
      unlisten = undefined;
      await loop;
      await Promise.all(active);
    },

    async drain() {
      await failExhaustedLeases(now());
      while (await runOne()) {}
      await Promise.all(active);
    },

    onFinished(listener) {
      finishedListeners.add(listener);
      return () => finishedListeners.delete(listener);
    },
  };
}
