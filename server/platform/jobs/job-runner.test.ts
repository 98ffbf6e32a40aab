import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { createMember } from '../../test/factories.js';
import { hashToken } from '../sessions/sessions.js';
import { loginFailures, sessions } from '../sessions/tables.js';
import { defineHousekeeping, HOUSEKEEPING_JOB, scheduleHousekeeping } from './housekeeping.js';
import { backoffDelay, createJobRunner, JOBS_CHANNEL } from './job-runner.js';
import type { EnqueueOptions, JobRunner } from './runner.js';
import { jobs } from './tables.js';

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Queues a job in a transaction of its own (the only way to queue one). */
const enqueue = (
  runner: JobRunner,
  type: string,
  payload: Record<string, unknown> = {},
  options?: EnqueueOptions,
) => database.db.transaction((tx) => runner.enqueue(tx, type, payload, options));

const jobRow = async (id: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
};
const makeDue = (id: string) =>
  database.db
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(eq(jobs.id, id));

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('job runner', () => {
  it('runs a job with its payload and marks it done', async () => {
    const runner = createJobRunner(database.db, log);
    const seen: unknown[] = [];
    runner.define('test.greet', async (payload) => {
      seen.push(payload);
    });
    const id = await enqueue(runner, 'test.greet', { name: 'Ada' });
    await runner.drain();
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
  });

  it('does not run a job before its time', async () => {
    const runner = createJobRunner(database.db, log);
    let runs = 0;
    runner.define('test.later', async () => {
      runs++;
    });
    const id = await enqueue(runner, 'test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    await runner.drain();
    expect(runs).toBe(0);
    await makeDue(id);
    await runner.drain();
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential backoff, then marks it failed', async () => {
    const runner = createJobRunner(database.db, log, { backoffBaseMs: 1000, backoffMaxMs: 60_000 });
    let runs = 0;
    runner.define('test.flaky', async () => {
      runs++;
      throw new Error(`failure ${runs}`);
    });
    const id = await enqueue(runner, 'test.flaky', {}, { maxAttempts: 3 });

    for (const [attempt, delay] of [
      [1, 1000],
      [2, 2000],
    ] as const) {
      const before = Date.now();
      await runner.drain();
      const row = await jobRow(id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt });
      expect(row.lastError).toContain(`failure ${attempt}`);
      expect(row.runAt.getTime()).toBeGreaterThanOrEqual(before + delay);
      expect(row.runAt.getTime()).toBeLessThan(Date.now() + delay + 1000);
      await makeDue(id);
    }
    await runner.drain();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(runs).toBe(3);
    expect(backoffDelay(10, 1000, 60_000)).toBe(60_000);
  });

  it('keeps one queued job per unique key', async () => {
    const runner = createJobRunner(database.db, log);
    runner.define('test.digest', async () => {});
    const first = await enqueue(runner, 'test.digest', {}, { uniqueKey: 'digest:1' });
    const [second, third] = await Promise.all([
      enqueue(runner, 'test.digest', {}, { uniqueKey: 'digest:1' }),
      enqueue(runner, 'test.digest', {}, { uniqueKey: 'digest:1' }),
    ]);
    expect([second, third]).toEqual([first, first]);
    expect(await enqueue(runner, 'test.digest', {}, { uniqueKey: 'digest:2' })).not.toBe(first);
    await runner.drain();
    const again = await enqueue(runner, 'test.digest', {}, { uniqueKey: 'digest:1' });
    expect(again).not.toBe(first);
  });

  it('stores a job only when the transaction commits, and wakes the workers then', async () => {
    const runner = createJobRunner(database.db, log, {
      pollIntervalMs: 60_000,
      listen: (onNotify) => database.listen(JOBS_CHANNEL, onNotify),
    });
    const ran = deferred();
    const release = deferred();
    const payloads: unknown[] = [];
    runner.define('test.wake', async (payload) => {
      payloads.push(payload);
      ran.resolve();
      await release.promise;
    });
    const order: string[] = [];
    runner.onFinished((job) => order.push(`${job.type} ${job.outcome}`));
    await expect(
      database.db.transaction(async (tx) => {
        await runner.enqueue(tx, 'test.wake', { n: 'rolled back' });
        throw new Error('the rows failed');
      }),
    ).rejects.toThrow('the rows failed');
    expect(await database.db.select().from(jobs).where(eq(jobs.type, 'test.wake'))).toEqual([]);

    runner.start();
    const enqueued = Date.now();
    await enqueue(runner, 'test.wake', { n: 'committed' });
    await ran.promise;
    // Woken by the commit's notification, not by the minute-long poll.
    expect(Date.now() - enqueued).toBeLessThan(5000);
    // Stopping while the job runs: stop() may resolve only once the job's outcome is stored.
    const stopped = runner.stop().then(() => order.push('stopped'));
    release.resolve();
    await stopped;
    expect(order).toEqual(['test.wake done', 'stopped']);
    expect(payloads).toEqual([{ n: 'committed' }]);
  });

  it('tells listeners each outcome once it is stored', async () => {
    const runner = createJobRunner(database.db, log, { backoffBaseMs: 1000 });
    runner.define('test.outcomes', async (payload) => {
      if (payload.fail) throw new Error('no');
    });
    // Each listener call reads the job's row at once: the outcome is stored by then.
    const seen: Promise<string>[] = [];
    const stop = runner.onFinished((job) => {
      seen.push(jobRow(job.id).then((row) => `${job.outcome}: ${row.status}`));
    });
    await enqueue(runner, 'test.outcomes');
    const failing = await enqueue(runner, 'test.outcomes', { fail: true }, { maxAttempts: 2 });
    await runner.drain();
    await makeDue(failing);
    await runner.drain();
    stop();
    await enqueue(runner, 'test.outcomes');
    await runner.drain();
    expect(await Promise.all(seen)).toEqual(['done: done', 'retry: queued', 'failed: failed']);
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions and old sign-in failures, and schedules the next run', async () => {
    const runner = createJobRunner(database.db, log);
    defineHousekeeping(runner, database.db);
    const member = await createMember(database.db);
    const past = new Date(Date.now() - 1000);
    await database.db.insert(sessions).values([
      { tokenHash: hashToken('expired'), memberId: member.id, expiresAt: past },
      { tokenHash: hashToken('valid'), memberId: member.id, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await database.db
      .insert(loginFailures)
      .values([
        { key: 'email:old@example.test', createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) },
        { key: 'email:new@example.test' },
      ]);

    const id = await scheduleHousekeeping(runner, database.db);
    expect(await scheduleHousekeeping(runner, database.db)).toBe(id);
    await runner.drain();

    const left = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(left.map((s) => s.tokenHash)).toEqual([hashToken('valid')]);
    const failures = await database.db.select({ key: loginFailures.key }).from(loginFailures);
    expect(failures.map((f) => f.key)).toEqual(['email:new@example.test']);
    const next = await database.db.select().from(jobs).where(eq(jobs.type, HOUSEKEEPING_JOB));
    const queued = next.filter((job) => job.status === 'queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]?.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
  });
});
