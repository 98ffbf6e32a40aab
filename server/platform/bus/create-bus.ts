import type { Logger } from 'pino';
import type { Bus } from './bus.js';
import { createMemoryBus } from './memory-bus.js';
import { createRedisBus } from './redis-bus.js';

/** Redis pub/sub when REDIS_URL is set (many instances), otherwise the in-process bus. */
export function createBus(redisUrl: string | undefined, log: Logger): Promise<Bus> | Bus {
  return redisUrl ? createRedisBus(redisUrl, log) : createMemoryBus(log);
}
