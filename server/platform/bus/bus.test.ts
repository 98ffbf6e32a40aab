import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Bus, BusEvent } from './bus.js';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';

const log = pino({ level: 'silent' });
const event = (n: number): BusEvent => ({ type: 'test.event', payload: { n } });

/** Resolves with the first `count` events a subscription receives. */
async function collect(bus: Bus, channel: string, count: number) {
  const received: BusEvent[] = [];
  let done: () => void = () => {};
  const complete = new Promise<void>((resolve) => {
    done = resolve;
  });
  const unsubscribe = await bus.subscribe(channel, (e) => {
    received.push(e);
    if (received.length === count) done();
  });
  return { received, complete, unsubscribe };
}

describe('in-process bus', () => {
  it('delivers to every subscriber of the channel, and only to them', async () => {
    const bus = createMemoryBus(log);
    const a = await collect(bus, 'chat', 1);
    const b = await collect(bus, 'chat', 1);
    const other = await collect(bus, 'calendar', 1);
    await bus.publish('chat', event(1));
    expect(a.received).toEqual([event(1)]);
    expect(b.received).toEqual([event(1)]);
    expect(other.received).toEqual([]);
    await bus.close();
  });

  it('stops delivering after unsubscribe and survives a failing handler', async () => {
    const bus = createMemoryBus(log);
    await bus.subscribe('chat', () => {
      throw new Error('handler bug');
    });
    const a = await collect(bus, 'chat', 2);
    await bus.publish('chat', event(1));
    await a.unsubscribe();
    await bus.publish('chat', event(2));
    expect(a.received).toEqual([event(1)]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('Redis bus', () => {
  const url = process.env.TEST_REDIS_URL ?? '';
  // Other test runs may share the Redis server; a random channel keeps them apart.
  const channel = `test-${randomBytes(6).toString('hex')}`;

  it('lets two instances see each other’s events', async () => {
    const first = await createRedisBus(url, log);
    const second = await createRedisBus(url, log);
    try {
      const atFirst = await collect(first, channel, 2);
      const atSecond = await collect(second, channel, 2);
      await first.publish(channel, event(1));
      await second.publish(channel, event(2));
      await Promise.all([atFirst.complete, atSecond.complete]);
      expect(atFirst.received).toEqual([event(1), event(2)]);
      expect(atSecond.received).toEqual([event(1), event(2)]);

      await atSecond.unsubscribe();
      const more = await collect(first, channel, 1);
      await first.publish(channel, event(3));
      await more.complete;
      expect(atSecond.received).toHaveLength(2);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
