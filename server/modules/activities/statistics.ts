import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { StatisticsCounter, StatisticsWindow } from '../../platform/modules/extensions.js';
import { countsOf, inWindow, localDay } from '../../platform/statistics.js';
import { activities, activityLikes, activityReplies, activityStreams } from './tables.js';

/** Per day: posts, replies and likes of the network, and of each group's stream. */
async function countActivities(db: Db | Tx, window: StatisticsWindow) {
  const day = localDay(activities.createdAt, window.timeZone);
  const [all, groups] = await Promise.all([
    db
      .select({ day, value: count() })
      .from(activities)
      .where(inWindow(activities.createdAt, window))
      .groupBy(day),
    db
      .select({ day, scope: activityStreams.groupId, value: count() })
      .from(activities)
      .innerJoin(activityStreams, eq(activityStreams.id, activities.streamId))
      .where(inWindow(activities.createdAt, window))
      .groupBy(day, activityStreams.groupId)
      .having(isNotNull(activityStreams.groupId)),
  ]);
  return [...countsOf(all, 'network'), ...countsOf(groups)];
}

/** Replies (without removed ones) or likes, joined to their activity's stream for the group part. */
function countOnActivities(kind: 'replies' | 'likes') {
  return async (db: Db | Tx, window: StatisticsWindow) => {
    const table = kind === 'replies' ? activityReplies : activityLikes;
    const day = localDay(table.createdAt, window.timeZone);
    const where = inWindow(table.createdAt, window);
    const kept = kind === 'replies' ? eq(activityReplies.state, 'published') : undefined;
    const [all, groups] = await Promise.all([
      db
        .select({ day, value: count() })
        .from(table)
        .where(kept ? and(where, kept) : where)
        .groupBy(day),
      db
        .select({ day, scope: activityStreams.groupId, value: count() })
        .from(table)
        .innerJoin(activities, eq(activities.id, table.activityId))
        .innerJoin(activityStreams, eq(activityStreams.id, activities.streamId))
        .where(kept ? and(where, kept) : where)
        .groupBy(day, activityStreams.groupId)
        .having(isNotNull(activityStreams.groupId)),
    ]);
    return [...countsOf(all, 'network'), ...countsOf(groups)];
  };
}

export const activityStatistics: StatisticsCounter[] = [
  { metric: 'activities', count: countActivities },
  { metric: 'replies', count: countOnActivities('replies') },
  { metric: 'likes', count: countOnActivities('likes') },
];
