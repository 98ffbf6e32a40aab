import diagnostics from 'node:diagnostics_channel';
import type { Bus, BusEvent } from '../platform/bus/bus.js';

/**
 * Barriers: waits for the event that proves the system has processed something, so a test asserts
 * after it rather than after a pause. To show that something did NOT happen, provoke a later event
 * that travels the same way (the same bus channel, the same socket) and look at what arrived before
 * it: whatever the first action caused has arrived by then.
 */

const DEFAULT_TIMEOUT_MS = 3_000;

/** What arrives (bus events, socket pushes) in order, with waits for what should arrive. */
export class Arrivals<T> {
  readonly items: T[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(private readonly what = 'item') {}

  add(item: T): void {
    this.items.push(item);
    for (const check of [...this.waiters]) check();
  }

  /** The first item from index `from` on that `match` accepts; rejects after `timeoutMs`. */
  next(match: (item: T) => boolean = () => true, options: { from?: number; timeoutMs?: number } = {}) {
    const { from = 0, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = this.items.slice(from).find(match);
        if (found === undefined) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching ${this.what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /**
   * The barrier for "this did not arrive": waits for the first item from `from` on that `marker`
   * accepts (the test provokes it after the action in question) and answers the items before it.
   */
  async before(marker: (item: T) => boolean, options: { from?: number; timeoutMs?: number } = {}) {
    const from = options.from ?? 0;
    const found = await this.next(marker, options);
    return this.items.slice(from, this.items.indexOf(found, from));
  }
}

export type BusListener = Arrivals<BusEvent> & { close(): Promise<void> };

/**
 * Records the events of one bus channel from the moment it resolves (with Redis: once the
 * subscription is confirmed), so that nothing published afterwards can be missed.
 */
export async function listenOnBus(bus: Bus, channel: string): Promise<BusListener> {
  const arrivals = new Arrivals<BusEvent>(`event on ${channel}`);
  const unsubscribe = await bus.subscribe(channel, (event) => arrivals.add(event));
  return Object.assign(arrivals, { close: unsubscribe });
}

/** What Fastify publishes about a handler: its route and whether it returned a promise. */
type HandlerStore = { route: { url: string; method: string }; async: boolean };

/**
 * Resolves once Fastify has finished the route handler of the next request to `method url` (the
 * route's pattern, `/api/storage/:type`), whatever its outcome, also when the client went away and no
 * response could be sent. Call it before the request starts. Built on Fastify's diagnostics channel
 * `tracing:fastify.request.handler`, which needs no hook in the app.
 */
export function handlerFinished(
  route: { method: string; url: string },
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  const matches = (store: HandlerStore) =>
    store.route.url === route.url && store.route.method === route.method;
  const end = diagnostics.channel('tracing:fastify.request.handler:end');
  const asyncEnd = diagnostics.channel('tracing:fastify.request.handler:asyncEnd');
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      end.unsubscribe(onEnd);
      asyncEnd.unsubscribe(onAsyncEnd);
    };
    // A handler that returned a promise ends at asyncEnd; `end` fires when it returned.
    const onEnd = (message: unknown) => {
      const store = message as HandlerStore;
      if (matches(store) && !store.async) {
        done();
        resolve();
      }
    };
    const onAsyncEnd = (message: unknown) => {
      if (matches(message as HandlerStore)) {
        done();
        resolve();
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${route.method} ${route.url} was not handled within ${timeoutMs} ms`));
    }, timeoutMs);
    end.subscribe(onEnd);
    asyncEnd.subscribe(onAsyncEnd);
  });
}

/** Waits until `condition` holds (a state the system reaches on its own, never an absence). */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
