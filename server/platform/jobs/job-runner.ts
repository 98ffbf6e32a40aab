import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { EnqueueOptions, JobHandler, JobRunner } from './runner.js';
import { jobs } from './tables.js';

export type JobRunnerOptions = {
  /** How often an idle worker looks for due jobs (other instances' enqueues, retries). */
  pollIntervalMs?: number;
  /** How long a claimed job belongs to its worker; after that another worker may run it again. */
  leaseMs?: number;
  /** First retry delay; it doubles with every failed attempt up to backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
};

type JobRow = typeof jobs.$inferSelect;

export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * A worker on the `jobs` table. Claiming is one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery, so
 * any number of instances share the queue without taking a job twice. The attempt counter doubles as
 * a fencing token: a worker whose lease expired cannot overwrite the result of the one that took over.
 */
export function createJobRunner(db: Db, log: Logger, options: JobRunnerOptions = {}): JobRunner {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const backoffBaseMs = options.backoffBaseMs ?? 10_000;
  const backoffMaxMs = options.backoffMaxMs ?? 60 * 60 * 1000;
  const handlers = new Map<string, JobHandler>();
  const active = new Set<Promise<void>>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function failExhaustedLeases(now: Date) {
    await db
      .update(jobs)
      .set({
        status: 'failed',
        lastError: 'lease expired on the last attempt',
        finishedAt: now,
        lockedUntil: null,
      })
      .where(
        and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)),
      );
  }

  async function claim(): Promise<JobRow | undefined> {
    if (handlers.size === 0) return undefined;
    const now = new Date();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.type, [...handlers.keys()]),
          lt(jobs.attempts, jobs.maxAttempts),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
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
        lockedUntil: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  async function execute(job: JobRow) {
    const handler = handlers.get(job.type);
    const ours = and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, { id: job.id, type: job.type, attempts: job.attempts });
      await db.update(jobs).set({ status: 'done', finishedAt: new Date(), lockedUntil: null }).where(ours);
    } catch (err) {
      const lastError = err instanceof Error ? (err.stack ?? err.message) : String(err);
      const exhausted = job.attempts >= job.maxAttempts;
      log.warn({ err, jobId: job.id, type: job.type, attempts: job.attempts, exhausted }, 'job failed');
      const now = Date.now();
      await db
        .update(jobs)
        .set(
          exhausted
            ? { status: 'failed', lastError, finishedAt: new Date(now), lockedUntil: null }
            : {
                status: 'queued',
                lastError,
                lockedUntil: null,
                runAt: new Date(now + backoffDelay(job.attempts, backoffBaseMs, backoffMaxMs)),
              },
        )
        .where(ours);
    }
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
      try {
        await failExhaustedLeases(new Date());
        while (running && (await runOne())) {}
      } catch (err) {
        log.error({ err }, 'job runner could not reach the database');
      }
      if (!running) break;
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

    async enqueue(type, payload = {}, enqueueOptions: EnqueueOptions = {}) {
      const values = {
        type,
        payload,
        runAt: enqueueOptions.runAt ?? new Date(),
        maxAttempts: enqueueOptions.maxAttempts ?? 5,
        uniqueKey: enqueueOptions.uniqueKey ?? null,
      };
      const key = enqueueOptions.uniqueKey;
      const id = key
        ? await db.transaction(async (tx) => {
            // Serialises enqueuers of the same key across instances without a unique index.
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
            const [queued] = await tx
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.uniqueKey, key), eq(jobs.status, 'queued')))
              .limit(1);
            if (queued) return queued.id;
            const [row] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
            return row?.id;
          })
        : (await db.insert(jobs).values(values).returning({ id: jobs.id }))[0]?.id;
      if (!id) throw new Error('job not stored');
      wake?.();
      return id;
    },

    start() {
      if (running) return;
      running = true;
      loop = work();
    },

    async stop() {
      running = false;
      wake?.();
      await loop;
      await Promise.all(active);
    },

    async drain() {
      await failExhaustedLeases(new Date());
      while (await runOne()) {}
      await Promise.all(active);
    },
  };
}
