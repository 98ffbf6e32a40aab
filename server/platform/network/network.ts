import type { Db } from '../../db/client.js';
import {
  DEFAULT_CONFIG,
  DEFAULT_DESIGN,
  DEFAULT_SETTINGS,
  type NetworkConfig,
  type NetworkDesign,
  type NetworkSettings,
  withDefaults,
} from './defaults.js';
import { networks } from './tables.js';

/**
 * The installation's network: the tenant every request runs in. Its settings, feature flags and
 * design are read by nearly every module, so the platform owns the row and keeps it cached per
 * instance (cache.ts); the network module presents and (later) administers it.
 */
export type NetworkRecord = {
  id: string;
  name: string;
  language: string;
  settings: NetworkSettings;
  config: NetworkConfig;
  design: NetworkDesign;
};

/** Reads the network from the database, with defaults filled in for settings added after it was stored. */
export async function readNetwork(db: Db): Promise<NetworkRecord> {
  const [row] = await db.select().from(networks).limit(1);
  if (!row) throw new Error('The database has no network; run the seed (npm run db:seed).');
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    settings: withDefaults(row.settings, DEFAULT_SETTINGS),
    config: withDefaults(row.config, DEFAULT_CONFIG),
    design: withDefaults(row.design, DEFAULT_DESIGN),
  };
}

/** Creates the network row if the database has none (first start, tests). */
export async function ensureNetwork(
  db: Db,
  values: {
    name: string;
    language?: string;
    settings?: Partial<NetworkSettings>;
    config?: Partial<NetworkConfig>;
    design?: Partial<NetworkDesign>;
  },
): Promise<NetworkRecord> {
  const [existing] = await db.select({ id: networks.id }).from(networks).limit(1);
  if (!existing) {
    await db.insert(networks).values({
      name: values.name,
      language: values.language ?? 'en',
      settings: withDefaults(values.settings, DEFAULT_SETTINGS),
      config: withDefaults(values.config, DEFAULT_CONFIG),
      design: withDefaults(values.design, DEFAULT_DESIGN),
    });
  }
  return readNetwork(db);
}
