import { and, eq, sql } from 'drizzle-orm';
import type { Channel } from '../../../contract/channels.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { loadOpenableChannel, viewerKeySet } from './load.js';
import { channelSubscriptions, channels, channelVisits } from './tables.js';
import { presentForViewer } from './write.js';

/**
 * Subscriptions and favourites (part 1 sections 4 and 6): subscribing counts +1, unsubscribing -1
 * (and drops the favourite), each in one transaction with the channel row locked so the count stays
 * equal to the rows. A channel the viewer does not find in lists (a draft, for non-editors) cannot be
 * subscribed to: 404, as for a channel they cannot see at all.
 */

const subscriptionOfMember = (channelId: string, memberId: string) =>
  and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.memberId, memberId));

/** POST /channels/{slug}/subscribe; subscribing twice changes nothing. */
export async function subscribeToChannel(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<Channel> {
  const keys = await viewerKeySet(ctx, viewer);
  const context = await ctx.db.transaction(async (tx) => {
    const found = await loadOpenableChannel(ctx, tx, network, viewer, slug, { lock: true, keys });
    if (!found.can.subscribe) throw notFound('channel');
    const inserted = await tx
      .insert(channelSubscriptions)
      .values({ channelId: found.record.id, memberId: viewer.id })
      .onConflictDoNothing()
      .returning({ channelId: channelSubscriptions.channelId });
    if (inserted.length > 0) {
      await tx
        .update(channels)
        .set({ subscribersCount: sql`${channels.subscribersCount} + 1` })
        .where(eq(channels.id, found.record.id));
    }
    return loadOpenableChannel(ctx, tx, network, viewer, slug, { keys: found.keys });
  });
  return presentForViewer(ctx, network, viewer, context);
}

/** POST /channels/{slug}/unsubscribe; also where the channel is no longer listed for the viewer. */
export async function unsubscribeFromChannel(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<Channel> {
  const keys = await viewerKeySet(ctx, viewer);
  const context = await ctx.db.transaction(async (tx) => {
    const found = await loadOpenableChannel(ctx, tx, network, viewer, slug, { lock: true, keys });
    const deleted = await tx
      .delete(channelSubscriptions)
      .where(subscriptionOfMember(found.record.id, viewer.id))
      .returning({ channelId: channelSubscriptions.channelId });
    if (deleted.length > 0) {
      await tx
        .update(channels)
        .set({ subscribersCount: sql`greatest(${channels.subscribersCount} - 1, 0)` })
        .where(eq(channels.id, found.record.id));
    }
    return loadOpenableChannel(ctx, tx, network, viewer, slug, { keys: found.keys });
  });
  return presentForViewer(ctx, network, viewer, context);
}

/** POST (true) and DELETE (false) /channels/{slug}/favorite: only on a subscription (422 otherwise). */
export async function setChannelFavorite(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
  favorited: boolean,
): Promise<{ favorited: boolean }> {
  const found = await loadOpenableChannel(ctx, ctx.db, network, viewer, slug);
  const updated = await ctx.db
    .update(channelSubscriptions)
    .set({ favorited })
    .where(subscriptionOfMember(found.record.id, viewer.id))
    .returning({ favorited: channelSubscriptions.favorited });
  if (updated.length === 0) {
    if (!favorited) return { favorited: false };
    throw unprocessable({ favorited: ['errors.channels.favorite_needs_subscription'] });
  }
  return { favorited };
}

/** Remembers the viewer's visit for the "recent" list (one row per member and channel). */
export async function recordChannelVisit(ctx: AppContext, viewer: Viewer, channelId: string) {
  await ctx.db
    .insert(channelVisits)
    .values({ channelId, memberId: viewer.id })
    .onConflictDoUpdate({
      target: [channelVisits.channelId, channelVisits.memberId],
      set: { visitedAt: sql`now()` },
    });
}
