import type { Tx } from '../../db/client.js';

/**
 * Durable background jobs (see tables.ts); the implementation is job-runner.ts.
 * A job runs at least once: a handler must tolerate running again after a crash or a lost lease.
 */
export type JobInfo = {
  id: string;
  type: string;
  attempts: number;
  /**
   * Aborted when this worker lost the job (its lease ran out and another worker took it over): a
   * long handler should stop, as whatever it writes now may race the newer attempt.
   */
  signal: AbortSignal;
};
export type JobHandler = (payload: Record<string, unknown>, job: JobInfo) => Promise<void>;
/** How an attempt ended: done, queued again after a failure (`retry`), or failed for good. */
export type FinishedJob = Omit<JobInfo, 'signal'> & { outcome: 'done' | 'retry' | 'failed' };
export type FinishedListener = (job: FinishedJob) => void;

export type EnqueueOptions = {
  /** Not before this time (default now). */
  runAt?: Date;
  /** While a queued job has this key, enqueueing another with it answers the queued job's id. */
  uniqueKey?: string;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
};

export type JobRunner = {
  /** Registers the handler of one job type. A runner only claims the types it knows. */
  define(type: string, handler: JobHandler): void;
  /**
   * Stores the job in the caller's transaction, so it exists exactly when the rows it is about do
   * (transactional outbox): a crash or a failing step after the commit cannot lose it. Workers
   * hear of it when the transaction commits. Answers the job id.
   */
  enqueue(tx: Tx, type: string, payload?: Record<string, unknown>, options?: EnqueueOptions): Promise<string>;
  /** Starts polling (main.ts); tests use drain() instead. */
  start(): void;
  /** Stops polling and waits for the job that is running. */
  stop(): Promise<void>;
  /** Runs every due job now and resolves when none is left (tests). */
  drain(): Promise<void>;
  /**
   * Calls the listener after each attempt's outcome is stored (not for a worker whose lease another
   * took over: its result is discarded). Answers the function that removes the listener.
   */
  onFinished(listener: FinishedListener): () => void;
};
