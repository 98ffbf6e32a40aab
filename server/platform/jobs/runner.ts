/**
 * Durable background jobs (see tables.ts); the implementation is job-runner.ts.
 * A job runs at least once: a handler must tolerate running again after a crash or a lost lease.
 */
export type JobInfo = { id: string; type: string; attempts: number };
export type JobHandler = (payload: Record<string, unknown>, job: JobInfo) => Promise<void>;

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
  /** Stores the job and wakes this instance's worker; answers the job id. */
  enqueue(type: string, payload?: Record<string, unknown>, options?: EnqueueOptions): Promise<string>;
  /** Starts polling (main.ts); tests use drain() instead. */
  start(): void;
  /** Stops polling and waits for the job that is running. */
  stop(): Promise<void>;
  /** Runs every due job now and resolves when none is left (tests). */
  drain(): Promise<void>;
};
