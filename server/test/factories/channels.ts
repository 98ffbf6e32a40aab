import type { Db } from '../../db/client.js';
import { buildChannel, type ChannelSeed, subscribeMembers } from '../../db/seed/build/channels.js';
import { next } from './sequence.js';

/** A channel (published, for every network member unless told otherwise) with a unique slug. */
export async function createChannel(db: Db, overrides: Partial<ChannelSeed> = {}) {
  const n = next();
  return buildChannel(db, { slug: `channel-${n}`, title: `Channel ${n}`, ...overrides });
}

/** Subscribes the members to the channel, keeping its subscriber count. */
export function subscribeToChannel(db: Db, channelId: string, memberIds: readonly string[]) {
  return subscribeMembers(db, channelId, memberIds);
}
