import { eq, sql } from 'drizzle-orm';
import type { AudienceEntry } from '../../../../contract/channels.js';
import { channelKeys } from '../../../modules/channels/policy.js';
import { channelSubscriptions, channels } from '../../../modules/channels/tables.js';
import type { Db, Tx } from '../../client.js';

export type ChannelSeed = {
  slug: string;
  title: string;
  description?: string;
  status?: 'draft' | 'published' | 'archived';
  audience?: AudienceEntry[];
  editors?: AudienceEntry[];
  createdById?: string | null;
};

/**
 * A channel row with the keys its audience gives (channels/policy.ts), as the channel form writes it;
 * shared by the demo seed and the test factories. Search documents follow from an index rebuild.
 */
export async function buildChannel(db: Db | Tx, seed: ChannelSeed) {
  const status = seed.status ?? 'published';
  const audience = seed.audience ?? [];
  const editors = seed.editors ?? [];
  const [row] = await db
    .insert(channels)
    .values({
      slug: seed.slug,
      title: seed.title,
      description: seed.description ?? '',
      status,
      audience,
      editors,
      ...channelKeys(status, audience, editors),
      createdById: seed.createdById ?? null,
    })
    .returning();
  if (!row) throw new Error('channel not stored');
  return row;
}

/** Subscribes members as the subscribe route does: rows plus the kept count. */
export async function subscribeMembers(db: Db | Tx, channelId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return;
  const inserted = await db
    .insert(channelSubscriptions)
    .values(memberIds.map((memberId) => ({ channelId, memberId })))
    .onConflictDoNothing()
    .returning({ memberId: channelSubscriptions.memberId });
  await db
    .update(channels)
    .set({ subscribersCount: sql`${channels.subscribersCount} + ${inserted.length}` })
    .where(eq(channels.id, channelId));
}
