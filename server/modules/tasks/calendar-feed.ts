import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import type { CalendarFeedItem } from '../calendars/service.js';
import { visibleToKeys } from './load.js';
import { taskUrl } from './present.js';
import { taskAssignees, tasks } from './tables.js';

/** Feeds leave out tasks due more than this long ago, as they leave out old appointments. */
const FEED_HISTORY_DAYS = 365;
const FEED_MAX_TASKS = 2_000;

/**
 * The member's open tasks with a due date (made by them, or assigned to them and not declined) as
 * all-day items of their calendar feed (calendars' `calendarFeedSources`). Done and archived tasks,
 * and tasks the member can no longer see, are left out.
 */
export async function taskFeedItems(
  ctx: AppContext,
  owner: Viewer,
  now = new Date(),
): Promise<CalendarFeedItem[]> {
  const keys = await viewerKeys(ctx, owner);
  const assigned = ctx.db
    .select({ id: taskAssignees.taskId })
    .from(taskAssignees)
    .where(sql`${taskAssignees.memberId} = ${owner.id} and ${taskAssignees.state} <> 'declined'`);
  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const rows = await ctx.db
    .select()
    .from(tasks)
    .where(
      and(
        visibleToKeys(keys),
        isNotNull(tasks.dueDate),
        isNull(tasks.doneAt),
        isNull(tasks.archivedAt),
        sql`${tasks.dueAt} >= ${since}`,
        or(sql`${tasks.creatorId} = ${owner.id}`, sql`${tasks.id} in (${assigned})`),
      ),
    )
    .orderBy(tasks.dueAt)
    .limit(FEED_MAX_TASKS);
  return rows.map((row) => ({
    uid: `task-${row.id}`,
    summary: row.title,
    description: [row.dueTime ? `${row.dueTime} (${row.dueTimeZone})` : '', row.descriptionPlain]
      .filter(Boolean)
      .join('\n\n'),
    path: taskUrl(row.id),
    date: row.dueDate ?? '',
    updatedAt: row.updatedAt,
  }));
}
