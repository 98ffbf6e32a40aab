import type { Db } from '../../db/client.js';
import { getNetwork, type NetworkRecord } from '../network/service.js';

/**
 * The network's settings for chat frames. A socket action reads them on every frame, so they are kept
 * for a few seconds per instance: a settings change reaches chat at most this late.
 */
const TTL_MS = 5_000;
let cached: { db: Db; network: NetworkRecord; at: number } | null = null;

export async function chatNetwork(db: Db): Promise<NetworkRecord> {
  const now = Date.now();
  if (cached && cached.db === db && now - cached.at < TTL_MS) return cached.network;
  const network = await getNetwork(db);
  cached = { db, network, at: now };
  return network;
}

/** Tests change settings and need them at once. */
export function forgetChatNetwork(): void {
  cached = null;
}
