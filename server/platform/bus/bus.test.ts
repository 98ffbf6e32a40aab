import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerInstalled, startThrowawayRedis, type ThrowawayRedis } from '../../test/redis-server.js';
import type { Bus, BusEvent, BusResume } from './bus.js';
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

/** Polls until `ready()` holds (a barrier on a state the bus reports, not a fixed sleep). */
async function until(ready: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const nextResume = (bus: Bus) =>
  new Promise<BusResume>((resolve) => {
    const stop = bus.onResume((resume) => {
      stop();
      resolve(resume);
    });
  });

describe.skipIf(!redisServerInstalled() && !process.env.CI)('Redis bus during an outage', () => {
  let redis: ThrowawayRedis;
  const channel = 'outage';
  beforeAll(async () => {
    redis = await startThrowawayRedis();
  });
  afterAll(() => redis?.close());

  it('drops publishes at once while Redis is away, reports degraded, and resumes every instance', async () => {
    const first = await createRedisBus(redis.url, log);
    const second = await createRedisBus(redis.url, log);
    try {
      expect(first.health()).toBe('ok');
      const resumedFirst = nextResume(first);
      const resumedSecond = nextResume(second);
      const stoppedAt = Date.now();
      await redis.stop();
      await until(() => first.health() === 'degraded' && second.health() === 'degraded');

      const started = performance.now();
      await expect(first.publish(channel, event(1))).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(50);

      await redis.start();
      const [atFirst, atSecond] = await Promise.all([resumedFirst, resumedSecond]);
      for (const resume of [atFirst, atSecond]) {
        expect(resume.since.getTime()).toBeGreaterThanOrEqual(stoppedAt);
        expect(resume.since.getTime()).toBeLessThanOrEqual(Date.now());
      }
      await until(() => first.health() === 'ok' && second.health() === 'ok');
      // The subscriptions are in force again when the handlers run: a publish now arrives.
      const delivered = await collect(second, channel, 1);
      await first.publish(channel, event(2));
      await delivered.complete;
      expect(delivered.received).toEqual([event(2)]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('tells every instance to catch up when one of them could not publish', async () => {
    const first = await createRedisBus(redis.url, log);
    const second = await createRedisBus(redis.url, log);
    const admin = new Redis(redis.url);
    try {
      const resumedSecond = nextResume(second);
      // Only the publishing connections go (subscribers and this one stay), and cannot come back.
      const connected = String(await admin.call('client', 'list'))
        .trim()
        .split('\n').length;
      await admin.call('config', 'set', 'maxclients', String(connected - 2));
      await admin.call('client', 'kill', 'type', 'normal', 'skipme', 'yes');
      await until(() => first.health() === 'degraded');
      const lostAt = Date.now();
      await first.publish(channel, event(1));
      await admin.call('config', 'set', 'maxclients', '10000');
      // Second's subscription never broke: only first's announcement can tell it.
      expect((await resumedSecond).since.getTime()).toBeGreaterThanOrEqual(lostAt);
    } finally {
      admin.disconnect();
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('closes without waiting for an unreachable Redis', async () => {
    const bus = await createRedisBus(redis.url, log);
    await bus.subscribe(channel, () => undefined);
    await redis.stop();
    await until(() => bus.health() === 'degraded');
    await bus.close();
    await redis.start();
  });
});
