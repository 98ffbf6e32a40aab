import type { Logger } from 'pino';

/**
 * Events between modules and between server instances. Publish after the database write has committed;
 * subscribers must tolerate receiving an event they already know about (at-least-once across instances).
 *
 * The bus is not storage: with Redis, events published while it is unreachable are lost. So `publish`
 * never fails and never waits for Redis (a stored change is acknowledged whatever the bus does), and
 * whoever keeps state from events catches up from the database when `onResume` fires.
 */
export type BusEvent = { type: string; payload: Record<string, unknown> };
export type BusHandler = (event: BusEvent) => void | Promise<void>;
/** `degraded`: events may be lost right now (Redis unreachable); delivery resumes by itself. */
export type BusHealth = 'ok' | 'degraded';
/** When events may have been lost: `since` is when the loss may have begun. */
export type BusResume = { since: Date };

export type Bus = {
  /** Hands the event on; never rejects and never waits for Redis to come back. */
  publish(channel: string, event: BusEvent): Promise<void>;
  /** Returns a function that removes the subscription. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  health(): BusHealth;
  /**
   * Called once the bus delivers again after events may have been lost: this instance's connection
   * came back (and its subscriptions are in force again), or another instance could not publish for a
   * while. Handlers catch up from the database. Returns a function that removes the handler.
   */
  onResume(handler: (resume: BusResume) => void | Promise<void>): () => void;
  close(): Promise<void>;
};

/**
 * The bus every module gets (create-context.ts): a publish that fails (Redis unreachable) is logged
 * and does not throw. Events go out after the commit, so what they announce is stored, and stored
 * means acknowledged: a lost event must not turn a saved change into an error answer, after which
 * the member would try again. Nothing may depend on an event for correctness (jobs are queued in the
 * transaction; caches expire; sockets resync).
 */
export function withPublishFailuresLogged(bus: Bus, log: Logger): Bus {
  return {
    async publish(channel, event) {
      try {
        await bus.publish(channel, event);
      } catch (err) {
        log.warn({ err, channel, type: event.type }, 'bus publish failed; the change is stored');
      }
    },
    subscribe: (channel, handler) => bus.subscribe(channel, handler),
    health: () => bus.health(),
    onResume: (handler) => bus.onResume(handler),
    close: () => bus.close(),
  };
}
