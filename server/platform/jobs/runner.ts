/** Durable background jobs; see tables.ts. Implementation: platform/jobs/runner-impl.ts (to be written). */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export type JobRunner = {
  /** Registers the handler for one job type; call before start(). */
  define(type: string, handler: JobHandler): void;
  enqueue(type: string, payload?: Record<string, unknown>, options?: { runAt?: Date; uniqueKey?: string }): Promise<string>;
  start(): void;
  stop(): Promise<void>;
  /** Runs every due job now and resolves when none is left (tests). */
  drain(): Promise<void>;
};
