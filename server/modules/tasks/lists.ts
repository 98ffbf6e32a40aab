import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TaskList, tasksQuery } from '../../../contract/tasks.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { canSeeContent } from '../groups/policy.js';
import { loadVisibleGroup, visibleGroup } from '../groups/service.js';
import { dayStart, localDay } from './due.js';
import { factsOf, type LoadedTasks, visibleToKeys } from './load.js';
import { canCreateGroupTask } from './policy.js';
import { taskAssignees, taskPositions, taskStars, tasks } from './tables.js';

export type ListQuery = z.output<typeof tasksQuery>;
type Viewer = Pick<CurrentMember, 'id' | 'isExternal' | 'isNetworkAdmin' | 'timeZone'>;

/** Task ids the viewer is assigned to in one of these states (a subquery). */
const assignedTo = (ctx: AppContext, memberId: string, states: ('pending' | 'accepted' | 'declined')[]) =>
  sql`${tasks.id} in (${ctx.db
    .select({ id: taskAssignees.taskId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.memberId, memberId), inArray(taskAssignees.state, states)))})`;

const mine = (ctx: AppContext, viewer: Viewer) =>
  or(eq(tasks.creatorId, viewer.id), assignedTo(ctx, viewer.id, ['pending', 'accepted']));

/** Which tasks each list holds (before filters); every list keeps to what the viewer sees. */
function listCondition(ctx: AppContext, viewer: Viewer, list: TaskList): SQL | undefined {
  switch (list) {
    case 'my':
      return and(mine(ctx, viewer), isNull(tasks.doneAt), isNull(tasks.archivedAt));
    case 'assigned':
      return and(
        eq(tasks.creatorId, viewer.id),
        isNull(tasks.archivedAt),
        sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.memberId} <> ${viewer.id})`,
      );
    case 'declined':
      return and(
        isNull(tasks.archivedAt),
        or(
          assignedTo(ctx, viewer.id, ['declined']),
          and(
            eq(tasks.creatorId, viewer.id),
            sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.state} = 'declined')`,
          ),
        ),
      );
    case 'starred':
      return and(
        isNull(tasks.archivedAt),
        sql`exists (select 1 from ${taskStars} where ${taskStars.taskId} = ${tasks.id} and ${taskStars.memberId} = ${viewer.id})`,
      );
    case 'archive':
      return and(mine(ctx, viewer), or(isNotNull(tasks.doneAt), isNotNull(tasks.archivedAt)));
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of the query, in the viewer's time zone for "today" and "this week". */
function filterConditions(viewer: Viewer, query: ListQuery, statusDefault: 'open' | 'all', now: Date): SQL[] {
  const conditions: SQL[] = [];
  const status = query.status ?? statusDefault;
  if (status === 'open') conditions.push(isNull(tasks.doneAt));
  if (status === 'done') conditions.push(isNotNull(tasks.doneAt));
  if (query.priority) conditions.push(eq(tasks.priority, query.priority));
  const zone = viewer.timeZone || 'UTC';
  const within = (days: number) =>
    or(
      and(
        isNull(tasks.dueTime),
        sql`${tasks.dueDate} >= ${localDay(zone, 0, now)}`,
        sql`${tasks.dueDate} < ${localDay(zone, days, now)}`,
      ),
      and(
        isNotNull(tasks.dueTime),
        sql`${tasks.dueAt} >= ${dayStart(zone, 0, now)}`,
        sql`${tasks.dueAt} < ${dayStart(zone, days, now)}`,
      ),
    ) as SQL;
  if (query.due === 'overdue') conditions.push(sql`${tasks.dueAt} < ${now}`, isNull(tasks.doneAt));
  if (query.due === 'today') conditions.push(within(1));
  if (query.due === 'week') conditions.push(within(7));
  if (query.due === 'none') conditions.push(isNull(tasks.dueDate));
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(tasks.title, pattern), ilike(tasks.descriptionPlain, pattern)) as SQL);
  }
  return conditions;
}

const priorityRank = sql`case ${tasks.priority} when 'high' then 3 when 'normal' then 2 when 'low' then 1 else 0 end`;

function orderOf(sort: ListQuery['sort'], manual: boolean) {
  switch (sort) {
    case 'created':
      return [desc(tasks.createdAt), desc(tasks.id)];
    case 'priority':
      return [desc(priorityRank), sql`${tasks.dueAt} asc nulls last`, desc(tasks.createdAt), desc(tasks.id)];
    case 'manual':
      if (manual) {
        // Tasks never dragged come first, newest first (a quick-added task lands on top).
        return [sql`${taskPositions.position} asc nulls first`, desc(tasks.createdAt), desc(tasks.id)];
      }
      return [desc(tasks.createdAt), desc(tasks.id)];
    default:
      return [sql`${tasks.dueAt} asc nulls last`, desc(priorityRank), desc(tasks.createdAt), desc(tasks.id)];
  }
}

export type ListResult = { loaded: LoadedTasks; total: number; canCreate: boolean };

async function page(
  ctx: AppContext,
  viewer: Viewer,
  where: SQL | undefined,
  query: ListQuery,
  sort: ListQuery['sort'],
  manual: boolean,
): Promise<{ loaded: LoadedTasks; total: number }> {
  const positions = and(eq(taskPositions.taskId, tasks.id), eq(taskPositions.memberId, viewer.id));
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ task: tasks })
      .from(tasks)
      .leftJoin(taskPositions, positions)
      .where(where)
      .orderBy(...orderOf(sort, manual))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    ctx.db.select({ total: count() }).from(tasks).where(where),
  ]);
  return {
    loaded: await factsOf(
      ctx.db,
      viewer,
      rows.map((row) => row.task),
    ),
    total: totals[0]?.total ?? 0,
  };
}

/** GET /api/v1/tasks: one of the viewer's lists with filters, sorting and paging. */
export async function listTasks(
  ctx: AppContext,
  viewer: Viewer,
  query: ListQuery,
  now = new Date(),
): Promise<ListResult> {
  const keys = await viewerKeys(ctx, viewer);
  let groupCondition: SQL | undefined;
  if (query.group_id) {
    const group = await visibleGroup(ctx.db, viewer, query.group_id);
    if (!group || !canSeeContent(viewer, group.state)) throw notFound('group');
    groupCondition = eq(tasks.groupId, group.group.id);
  }
  const statusDefault = query.list === 'my' || query.list === 'archive' ? 'all' : 'open';
  const where = and(
    visibleToKeys(keys),
    listCondition(ctx, viewer, query.list),
    groupCondition,
    ...filterConditions(viewer, query, statusDefault, now),
  );
  const sort = query.sort ?? (query.list === 'my' ? 'manual' : 'due');
  return { ...(await page(ctx, viewer, where, query, sort, query.list === 'my')), canCreate: true };
}

/** GET /api/v1/groups/{group}/tasks: the group's tasks that are not archived; 404 when its content is hidden. */
export async function listGroupTasks(
  ctx: AppContext,
  viewer: Viewer,
  ref: string,
  query: ListQuery,
  now = new Date(),
): Promise<ListResult> {
  const group = await loadVisibleGroup(ctx.db, viewer, ref);
  if (!canSeeContent(viewer, group.state)) throw notFound('group');
  const keys = await viewerKeys(ctx, viewer);
  const where = and(
    visibleToKeys(keys),
    eq(tasks.groupId, group.group.id),
    isNull(tasks.archivedAt),
    ...filterConditions(viewer, query, 'open', now),
  );
  const sort = query.sort && query.sort !== 'manual' ? query.sort : 'due';
  const result = await page(ctx, viewer, where, query, sort, false);
  return { ...result, canCreate: canCreateGroupTask(viewer, group.state) };
}
