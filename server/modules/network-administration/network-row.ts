import type { Tx } from '../../db/client.js';
import { DEFAULT_CONFIG, DEFAULT_SETTINGS, withDefaults } from '../../platform/network/defaults.js';
import { networks } from '../../platform/network/tables.js';
import type { NetworkRecord } from '../network/service.js';

/**
 * The network row read for a change, locked until the transaction ends: two administrators saving at
 * once apply one after the other, neither undoing the other's other keys.
 */
export async function lockNetworkRow(tx: Tx): Promise<Omit<NetworkRecord, 'design'>> {
  const [row] = await tx.select().from(networks).limit(1).for('update');
  if (!row) throw new Error('The database has no network.');
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    settings: withDefaults(row.settings, DEFAULT_SETTINGS),
    config: withDefaults(row.config, DEFAULT_CONFIG),
  };
}

export async function writeNetworkRow(tx: Tx, values: Partial<typeof networks.$inferInsert>) {
  await tx.update(networks).set({ ...values, updatedAt: new Date() });
}
