import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Bus, BusEvent } from './bus.js';
import { Subscribers } from './memory-bus.js';

/**
 * The bus across server instances: Redis pub/sub. A connection in subscriber mode cannot publish,
 * so each instance holds two. Every instance, including the publisher, receives an event through
 * Redis, so all of them see the same order. Events are not stored: what must not be lost is in the
 * database before it is published.
 */
export async function createRedisBus(url: string, log: Logger): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) {
    // Without a listener ioredis would crash the process on a lost connection; it reconnects itself.
    connection.on('error', (err) => log.warn({ err }, 'redis bus connection error'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const subscribers = new Subscribers(log);
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
    void subscribers.deliver(channel, event);
  });

  return {
    async publish(channel, event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    async subscribe(channel, handler) {
      if (subscribers.add(channel, handler)) subscribed.set(channel, subscriber.subscribe(channel));
      await subscribed.get(channel);
      return async () => {
        if (!subscribers.remove(channel, handler)) return;
        subscribed.delete(channel);
        await subscriber.unsubscribe(channel);
      };
    },
    async close() {
      subscribers.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
