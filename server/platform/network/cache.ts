import type { Db } from '../../db/client.js';
import type { Bus } from '../bus/bus.js';
import { type NetworkRecord, readNetwork } from './network.js';

const CHANNEL = 'network';
/**
 * Bounds how long an instance may serve an old network when the eviction event was lost (Redis
 * pub/sub does not store events); the event itself makes a change visible everywhere at once.
 */
export const NETWORK_CACHE_TTL_MS = 30_000;

/**
 * The network row, kept in memory per instance: nearly every request reads settings or flags, and
 * they change only when an administrator saves them. Whoever writes the row calls `changed()` after
 * the commit, which evicts the copy of every instance over the bus.
 */
export type NetworkCache = {
  get(): Promise<NetworkRecord>;
  /** Announces a committed change of the network row to every instance (this one at once). */
  changed(): Promise<void>;
  close(): Promise<void>;
};

export async function createNetworkCache(db: Db, bus: Bus): Promise<NetworkCache> {
  // The promise is cached, so that concurrent requests share one read. An eviction drops it, also
  // while it is still reading: requests after the eviction read anew.
  let cached: { network: Promise<NetworkRecord>; at: number } | null = null;
  const evict = () => {
    cached = null;
  };
  const unsubscribe = await bus.subscribe(CHANNEL, () => evict());
  // Events may have been lost while the bus was away.
  const stopResume = bus.onResume(evict);

  return {
    get() {
      if (cached && Date.now() - cached.at < NETWORK_CACHE_TTL_MS) return cached.network;
      const network = readNetwork(db);
      cached = { network, at: Date.now() };
      // A failed read is not kept: the next request tries again.
      network.catch(() => {
        if (cached?.network === network) cached = null;
      });
      return network;
    },
    async changed() {
      evict();
      await bus.publish(CHANNEL, { type: 'changed', payload: {} });
    },
    async close() {
      stopResume();
      await unsubscribe();
    },
  };
}
