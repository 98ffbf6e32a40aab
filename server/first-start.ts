import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { type SeedResult, seedDemoNetwork } from './db/seed/index.js';
import { hasNetworkAdministrator } from './modules/members/service.js';
import { issueSetupToken } from './modules/setup/service.js';
import { ensureNetwork } from './platform/network/network.js';

/** Name of a production network until its administrator renames it. */
export const DEFAULT_NETWORK_NAME = 'Intranet';

export type FirstStart = {
  /** The demo seed's result; null in production, which never seeds demo accounts. */
  demo: SeedResult | null;
  /** A one-time link token for /setup while the network has no administrator, else null. */
  setupToken: string | null;
};

/** The network row: the demo network on an empty database outside production, the bare row in production. */
export async function ensureNetworkRow(db: Db, config: Config): Promise<SeedResult | null> {
  if (config.env !== 'production') return seedDemoNetwork(db, config);
  await ensureNetwork(db, { name: DEFAULT_NETWORK_NAME });
  return null;
}

/**
 * What every start does to the database before serving: the network row (in development and tests the
 * whole demo network on an empty database; in production only the row, with defaults), then a setup
 * token for the first administrator as long as there is none.
 */
export async function prepareNetwork(db: Db, config: Config): Promise<FirstStart> {
  const demo = await ensureNetworkRow(db, config);
  const setupToken = (await hasNetworkAdministrator(db)) ? null : await issueSetupToken(db);
  return { demo, setupToken };
}
