import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/database.js';
import { createJobRunner } from './job-runner.js';
import { jobs } from './tables.js';

/** Leases, heartbeats and the jobs of a process that died while running them. */
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

/** A job as a process leaves it when it is killed while running it. */
async function leftRunning(type: string, values: { lockedBy: string; lockedUntil: Date; attempts?: number }) {
  const [row] = await database.db
    .insert(jobs)
    .values({ type, status: 'running', attempts: values.attempts ?? 1, maxAttempts: 3, ...values })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job not stored');
  return row.id;
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Resolves once `check` holds, looking every 20 ms (an event barrier on database state). */
async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('job leases', () => {
  it('runs again the job of a worker that died, once its lease ran out', async () => {
    const runner = createJobRunner(database.db, log);
    let runs = 0;
    runner.define('test.orphan', async () => {
      runs++;
    });
    const alive = await leftRunning('test.orphan', {
      lockedBy: 'other-host:3000:1',
      lockedUntil: new Date(Date.now() + 60_000),
    });
    const dead = await leftRunning('test.orphan', {
      lockedBy: 'other-host:3000:2',
      lockedUntil: new Date(Date.now() - 1000),
    });
    await runner.drain();
    expect(runs).toBe(1);
    expect(await jobRow(dead)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(alive)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('keeps a long job its own by heartbeat: nobody takes it over while its worker lives', async () => {
    const leaseMs = 300;
    const worker = createJobRunner(database.db, log, { leaseMs });
    const started = deferred();
    const release = deferred();
    worker.define('test.long', async () => {
      started.resolve();
      await release.promise;
    });
    const id = await database.db.transaction((tx) => worker.enqueue(tx, 'test.long'));
    const running = worker.drain();
    await started.promise;
    const firstLease = (await jobRow(id)).lockedUntil?.getTime() ?? 0;

    // Several leases' time later, the lease has been renewed and still lies ahead.
    await until(async () => ((await jobRow(id)).lockedUntil?.getTime() ?? 0) > firstLease + 2 * leaseMs);
    const other = createJobRunner(database.db, log);
    let stolen = 0;
    other.define('test.long', async () => {
      stolen++;
    });
    await other.drain();
    expect(stolen).toBe(0);

    release.resolve();
    await running;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
  });

  it('tells a worker that lost its job, and keeps its late result from overwriting the new attempt', async () => {
    const worker = createJobRunner(database.db, log, { leaseMs: 300 });
    const started = deferred();
    const release = deferred();
    let aborted = false;
    worker.define('test.fenced', async (_payload, job) => {
      started.resolve();
      job.signal.addEventListener('abort', () => {
        aborted = true;
        release.resolve();
      });
      await release.promise;
    });
    const id = await database.db.transaction((tx) => worker.enqueue(tx, 'test.fenced'));
    const finished: string[] = [];
    worker.onFinished((job) => finished.push(job.id));
    const running = worker.drain();
    await started.promise;

    // Another worker claimed it (as after a pause longer than the lease) and finished it.
    await database.db
      .update(jobs)
      .set({ attempts: 2, status: 'done', lockedBy: null, lockedUntil: null, finishedAt: new Date() })
      .where(eq(jobs.id, id));
    try {
      await until(async () => aborted);
    } finally {
      release.resolve();
    }
    await running;
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
    // Its late attempt changed nothing, so it is no outcome either.
    expect(finished).toEqual([]);
  });

  it('takes back at once, after a restart, the jobs its previous process was running', async () => {
    const instanceId = 'intranet-1:3000:0123456789abcdef';
    const lease = new Date(Date.now() + 5 * 60_000);
    const interrupted = await leftRunning('test.mail', { lockedBy: instanceId, lockedUntil: lease });
    const exhausted = await leftRunning('test.mail', {
      lockedBy: instanceId,
      lockedUntil: lease,
      attempts: 3,
    });
    const elsewhere = await leftRunning('test.mail', { lockedBy: 'intranet-2:3000:1', lockedUntil: lease });

    const restarted = createJobRunner(database.db, log, { instanceId });
    const ran: string[] = [];
    restarted.define('test.mail', async (_payload, job) => {
      ran.push(job.id);
    });
    await restarted.drain();
    expect(ran).toEqual([interrupted]);
    expect(await jobRow(interrupted)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(exhausted)).toMatchObject({
      status: 'failed',
      lastError: 'the instance stopped during the last attempt',
    });
    // Another instance's job is still its own until its lease runs out.
    expect(await jobRow(elsewhere)).toMatchObject({ status: 'running', attempts: 1 });
  });
});
