import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { createMember } from '../../test/factories.js';
import { hashToken } from '../sessions/sessions.js';
import { loginFailures, sessions } from '../sessions/tables.js';
import { defineHousekeeping, HOUSEKEEPING_JOB, scheduleHousekeeping } from './housekeeping.js';
import { backoffDelay, createJobRunner } from './job-runner.js';
import { jobs } from './tables.js';

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

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
    const id = await runner.enqueue('test.greet', { name: 'Ada' });
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
    const id = await runner.enqueue('test.later', {}, { runAt: new Date(Date.now() + 60_000) });
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
    const id = await runner.enqueue('test.flaky', {}, { maxAttempts: 3 });

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

  it('lets a new runner take over a job whose worker died (expired lease)', async () => {
    const started = deferred();
    const release = deferred();
    const crashed = createJobRunner(database.db, log, { leaseMs: 300 });
    crashed.define('test.import', async () => {
      started.resolve();
      await release.promise;
    });
    const id = await crashed.enqueue('test.import');
    const hanging = crashed.drain();
    await started.promise;

    const restarted = createJobRunner(database.db, log);
    let runs = 0;
    restarted.define('test.import', async () => {
      runs++;
    });
    await restarted.drain();
    expect(runs).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await restarted.drain();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });

    // The old worker finishing late does not overwrite the newer attempt's result.
    release.resolve();
    await hanging;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps one queued job per unique key', async () => {
    const runner = createJobRunner(database.db, log);
    runner.define('test.digest', async () => {});
    const first = await runner.enqueue('test.digest', {}, { uniqueKey: 'digest:1' });
    const [second, third] = await Promise.all([
      runner.enqueue('test.digest', {}, { uniqueKey: 'digest:1' }),
      runner.enqueue('test.digest', {}, { uniqueKey: 'digest:1' }),
    ]);
    expect([second, third]).toEqual([first, first]);
    expect(await runner.enqueue('test.digest', {}, { uniqueKey: 'digest:2' })).not.toBe(first);
    await runner.drain();
    const again = await runner.enqueue('test.digest', {}, { uniqueKey: 'digest:1' });
    expect(again).not.toBe(first);
  });

  it('wakes at once on enqueue while started, and stop() waits for the running job', async () => {
    const runner = createJobRunner(database.db, log, { pollIntervalMs: 60_000 });
    const ran = deferred();
    let finished = false;
    runner.define('test.wake', async () => {
      ran.resolve();
      await new Promise((resolve) => setTimeout(resolve, 100));
      finished = true;
    });
    runner.start();
    const enqueued = Date.now();
    await runner.enqueue('test.wake');
    await ran.promise;
    expect(Date.now() - enqueued).toBeLessThan(5000);
    await runner.stop();
    expect(finished).toBe(true);
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

    const id = await scheduleHousekeeping(runner);
    expect(await scheduleHousekeeping(runner)).toBe(id);
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
