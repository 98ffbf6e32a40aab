import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Bus, BusEvent } from './bus.js';
import { ResumeHandlers, Subscribers } from './memory-bus.js';

/** Where an instance that could not publish for a while tells the others to catch up. */
const RESUME_CHANNEL = 'platform.bus.resume';

/**
 * The bus across server instances: Redis pub/sub. A connection in subscriber mode cannot publish,
 * so each instance holds two. Every instance, including the publisher, receives an event through
 * Redis, so all of them see the same order. Events are not stored: what must not be lost is in the
 * database before it is published.
 *
 * While Redis is unreachable, publish drops the event at once instead of queueing it (a queued publish
 * held every caller until Redis came back or ioredis gave up after ~10 s, failing acknowledgements of
 * changes already stored). Losses are made good from the database: when this instance's subscription
 * is back in force, its onResume handlers run; when its publisher is back after dropping events, it
 * announces that on RESUME_CHANNEL and every instance's handlers run.
 */
export async function createRedisBus(url: string, log: Logger): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) {
    // Without a listener ioredis would crash the process on a lost connection; it reconnects itself.
    connection.on('error', (err) => log.warn({ err }, 'redis bus connection error'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const instanceId = randomBytes(8).toString('hex');
  const subscribers = new Subscribers(log);
  const resumeHandlers = new ResumeHandlers(log);
  let closing = false;
  /** Since when this instance may have missed events (its subscriber lost the connection). */
  let deafSince: Date | null = null;
  /** Since when this instance dropped events it published, until it has told the others. */
  let droppedSince: Date | null = null;

  // A second subscriber of a channel waits for the first one's SUBSCRIBE to be confirmed too.
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, message: string) => {
    let event: BusEvent;
    try {
      event = JSON.parse(message) as BusEvent;
    } catch (err) {
      log.warn({ err, channel }, 'redis bus received a message that is not JSON');
      return;
    }
    if (channel === RESUME_CHANNEL) {
      const since = new Date(String(event.payload.since));
      if (!Number.isNaN(since.getTime())) void resumeHandlers.run({ since });
      return;
    }
    void subscribers.deliver(channel, event);
  });
  await subscriber.subscribe(RESUME_CHANNEL);

  subscriber.on('close', () => {
    if (closing || deafSince) return;
    deafSince = new Date();
    log.warn('redis bus: subscription lost; events may be missed until it is back');
  });
  subscriber.on('ready', () => {
    // ioredis resubscribes right after 'ready'; ours below is confirmed after its own.
    if (deafSince) setImmediate(() => void restoreSubscriptions());
  });
  publisher.on('ready', () => announceResume());

  /** Once Redis confirms the subscriptions again, whatever was missed is caught up from the database. */
  async function restoreSubscriptions() {
    const since = deafSince;
    if (!since || closing) return;
    try {
      await subscriber.subscribe(RESUME_CHANNEL, ...subscribers.channels());
    } catch (err) {
      log.warn({ err }, 'redis bus: resubscribing failed; retrying on the next connection');
      return;
    }
    if (subscriber.status !== 'ready' || deafSince !== since) return;
    deafSince = null;
    log.info('redis bus: subscription restored; catching up');
    await resumeHandlers.run({ since });
  }

  function dropped(err?: unknown) {
    if (droppedSince) return;
    droppedSince = new Date();
    log.warn({ err }, 'redis bus: cannot publish; events are dropped until Redis is back');
  }

  function announceResume() {
    const since = droppedSince;
    if (!since || closing || publisher.status !== 'ready') return;
    droppedSince = null;
    const event: BusEvent = { type: 'resume', payload: { from: instanceId, since: since.toISOString() } };
    publisher.publish(RESUME_CHANNEL, JSON.stringify(event)).catch((err) => {
      droppedSince = droppedSince && droppedSince < since ? droppedSince : since;
      log.warn({ err }, 'redis bus: announcing the resume failed');
    });
  }

  const quit = async (connection: Redis) => {
    if (connection.status !== 'ready') return connection.disconnect();
    await connection.quit().catch(() => connection.disconnect());
  };

  return {
    async publish(channel, event) {
      if (publisher.status !== 'ready') return dropped();
      if (droppedSince) announceResume();
      // Not awaited: a hung Redis must not hold the caller. ioredis keeps the order of commands.
      publisher.publish(channel, JSON.stringify(event)).catch((err) => dropped(err));
    },
    async subscribe(channel, handler) {
      if (subscribers.add(channel, handler)) subscribed.set(channel, subscriber.subscribe(channel));
      await subscribed.get(channel);
      return async () => {
        if (!subscribers.remove(channel, handler)) return;
        subscribed.delete(channel);
        const unsubscribing = subscriber.unsubscribe(channel).catch(() => undefined);
        // Without a connection, waiting would hold the shutdown until Redis returns.
        if (subscriber.status === 'ready') await unsubscribing;
      };
    },
    health() {
      const connected = publisher.status === 'ready' && subscriber.status === 'ready';
      return connected && !deafSince ? 'ok' : 'degraded';
    },
    onResume: (handler) => resumeHandlers.add(handler),
    async close() {
      closing = true;
      subscribers.clear();
      resumeHandlers.clear();
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}
