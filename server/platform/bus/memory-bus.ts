import type { Logger } from 'pino';
import type { Bus, BusEvent, BusHandler, BusResume } from './bus.js';

/**
 * Subscribers keyed by channel, shared by the in-process bus and the Redis bus (which feeds it with
 * the messages Redis delivers). A failing handler is logged and never stops the others.
 */
export class Subscribers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  constructor(private readonly log: Logger) {}

  /** Adds a handler; answers true when it is the channel's first (the Redis bus subscribes then). */
  add(channel: string, handler: BusHandler): boolean {
    const handlers = this.byChannel.get(channel) ?? new Set<BusHandler>();
    handlers.add(handler);
    this.byChannel.set(channel, handlers);
    return handlers.size === 1;
  }

  /** Removes a handler; answers true when the channel has none left. */
  remove(channel: string, handler: BusHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (!handlers?.delete(handler)) return false;
    if (handlers.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  clear() {
    this.byChannel.clear();
  }

  async deliver(channel: string, event: BusEvent): Promise<void> {
    const handlers = [...(this.byChannel.get(channel) ?? [])];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(event);
        } catch (err) {
          this.log.error({ err, channel, type: event.type }, 'bus handler failed');
        }
      }),
    );
  }
}

/** The bus's onResume handlers; a failing one is logged and never stops the others. */
export class ResumeHandlers {
  private readonly handlers = new Set<(resume: BusResume) => void | Promise<void>>();

  constructor(private readonly log: Logger) {}

  add(handler: (resume: BusResume) => void | Promise<void>): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }

  async run(resume: BusResume): Promise<void> {
    await Promise.all(
      [...this.handlers].map(async (handler) => {
        try {
          await handler(resume);
        } catch (err) {
          this.log.error({ err }, 'bus resume handler failed');
        }
      }),
    );
  }

  clear() {
    this.handlers.clear();
  }
}

/**
 * The bus of a single server instance. publish() resolves after every local handler has run, which
 * keeps tests deterministic; handlers that do slow work should hand it to a job.
 */
export function createMemoryBus(log: Logger): Bus {
  const subscribers = new Subscribers(log);
  return {
    async publish(channel, event) {
      await subscribers.deliver(channel, event);
    },
    async subscribe(channel, handler) {
      subscribers.add(channel, handler);
      return async () => {
        subscribers.remove(channel, handler);
      };
    },
    health: () => 'ok',
    // Nothing is ever lost in process, so there is nothing to resume from.
    onResume: () => () => undefined,
    async close() {
      subscribers.clear();
    },
  };
}
