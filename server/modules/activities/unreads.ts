import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { activitystreamGroupIds, visibleGroupsByRef } from '../groups/service.js';
import { memberRecordById } from '../members/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { visibleToKeys } from './read.js';
import { loadStream, unsubscribedNetworkStreams } from './streams.js';
import { activities, activityReadPositions, activityStreams } from './tables.js';

/**
 * Unread activities: those of the streams a member follows, written by others after the member's
 * read position of the stream. Without a position only the last UNREAD_WINDOW_DAYS count, so a
 * newcomer's badge is not the whole history. Read positions only move forward, so a stream read in
 * one tab never becomes unread again through a slower request of another.
 */
export const UNREAD_WINDOW_DAYS = 30;

/** Unread activities per stream slug of the member (network streams by slug, groups by slug). */
export async function unreadActivitiesByStream(
  ctx: AppContext,
  memberId: string,
): Promise<Record<string, number>> {
  const member = await memberRecordById(ctx.db, memberId);
  if (!member) return {};
  const viewer: Viewer = {
    id: member.id,
    isExternal: member.isExternal,
    isNetworkAdmin: member.isNetworkAdmin,
  };
  const keys = await viewerKeys(ctx, viewer);
  const db = ctx.db;
  const rows = await db
    .select({
      streamId: activityStreams.id,
      slug: activityStreams.slug,
      groupId: activityStreams.groupId,
      unread: count(),
    })
    .from(activities)
    .innerJoin(activityStreams, eq(activityStreams.id, activities.streamId))
    .leftJoin(
      activityReadPositions,
      and(
        eq(activityReadPositions.streamId, activities.streamId),
        eq(activityReadPositions.memberId, memberId),
      ),
    )
    .where(
      and(
        visibleToKeys(keys),
        ne(activities.authorId, memberId),
        sql`${activities.createdAt} > greatest(coalesce(${activityReadPositions.readAt}, '-infinity'::timestamptz), now() - make_interval(days => ${UNREAD_WINDOW_DAYS}))`,
        or(
          and(
            eq(activityStreams.kind, 'network'),
            sql`${activityStreams.id} not in (${unsubscribedNetworkStreams(db, memberId)})`,
          ),
          sql`${activityStreams.groupId} in (${activitystreamGroupIds(db, memberId)})`,
        ),
      ),
    )
    .groupBy(activityStreams.id);
  const groups = await visibleGroupsByRef(
    db,
    viewer,
    rows.flatMap((row) => (row.groupId ? [row.groupId] : [])),
  );
  const result: Record<string, number> = {};
  for (const row of rows) {
    const slug = row.groupId ? groups.get(row.groupId)?.group.slug : row.slug;
    if (slug) result[slug] = row.unread;
  }
  return result;
}

export async function countUnreadActivities(ctx: AppContext, memberId: string): Promise<number> {
  const streams = await unreadActivitiesByStream(ctx, memberId);
  return Object.values(streams).reduce((sum, n) => sum + n, 0);
}

/** POST /api/v1/activitystreams/{slug}/read: everything of the stream up to now is read. */
export async function markStreamRead(
  ctx: AppContext,
  viewer: Viewer,
  slug: string,
): Promise<{ read_at: string }> {
  const stream = await loadStream(ctx, viewer, slug);
  const [row] = await ctx.db
    .insert(activityReadPositions)
    .values({ memberId: viewer.id, streamId: stream.stream.id, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [activityReadPositions.memberId, activityReadPositions.streamId],
      set: { readAt: sql`greatest(${activityReadPositions.readAt}, excluded.read_at)` },
    })
    .returning({ readAt: activityReadPositions.readAt });
  await unreadsChanged(ctx.bus, [viewer.id]);
  return { read_at: (row?.readAt ?? new Date()).toISOString() };
}
