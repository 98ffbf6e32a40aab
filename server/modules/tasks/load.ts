import { and, arrayOverlaps, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { visibleGroupsByRef } from '../groups/service.js';
import type { TaskFacts, TaskRecord } from './policy.js';
import { taskAssignees, tasks } from './tables.js';

export type TaskGroup = { id: string; slug: string; name: string };

/** Tasks with what the viewer's rights depend on, and the groups they belong to. */
export type LoadedTasks = {
  rows: TaskRecord[];
  facts: Map<string, TaskFacts>;
  groups: Map<string, TaskGroup>;
};

/** SQL condition: the viewer holds one of the task's keys. */
export const visibleToKeys = (keys: readonly string[]) => arrayOverlaps(tasks.visibility, [...keys]);

/**
 * The facts of many tasks the viewer sees, in two statements whatever their number: the viewer's
 * assignments and the viewer's standing in their groups.
 */
export async function factsOf(
  db: Db | Tx,
  viewer: Viewer,
  rows: readonly TaskRecord[],
): Promise<LoadedTasks> {
  const ids = rows.map((row) => row.id);
  const groupIds = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))];
  const [assignments, groupContexts] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(taskAssignees)
          .where(and(inArray(taskAssignees.taskId, ids), eq(taskAssignees.memberId, viewer.id))),
    visibleGroupsByRef(db, viewer, groupIds),
  ]);
  const mine = new Map(assignments.map((row) => [row.taskId, row]));
  const facts = new Map<string, TaskFacts>();
  for (const row of rows) {
    facts.set(row.id, {
      task: row,
      assignment: mine.get(row.id) ?? null,
      group: row.groupId ? (groupContexts.get(row.groupId)?.state ?? null) : null,
    });
  }
  const groups = new Map<string, TaskGroup>();
  for (const [id, context] of groupContexts) {
    groups.set(id, { id: context.group.id, slug: context.group.slug, name: context.group.name });
  }
  return { rows: [...rows], facts, groups };
}

/** The tasks among `ids` the viewer may see, with their facts; unknown and hidden ids are absent. */
export async function visibleTasks(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
): Promise<LoadedTasks> {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length === 0) return { rows: [], facts: new Map(), groups: new Map() };
  const keys = await viewerKeys(ctx, viewer);
  const rows = await ctx.db
    .select()
    .from(tasks)
    .where(and(inArray(tasks.id, wanted), visibleToKeys(keys)));
  return factsOf(ctx.db, viewer, rows);
}

/** One task the viewer sees, or 404 (hidden, unknown and malformed ids alike). */
export async function loadVisibleTask(ctx: AppContext, viewer: Viewer, id: string): Promise<TaskFacts> {
  const loaded = await visibleTasks(ctx, viewer, [id]);
  const facts = loaded.facts.get(id);
  if (!facts) throw notFound('task');
  return facts;
}
