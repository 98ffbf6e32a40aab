import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { membersOfGroupsVisibleTo } from '../groups/service.js';
import { visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { notify } from '../notifications/service.js';
import { NOTIFICATION_KINDS } from './notifications.js';
import type { TaskRecord } from './policy.js';
import { TASK_SUBJECT, taskUrl } from './present.js';
import { taskAssignees } from './tables.js';

const FIELD = 'assignee_ids';

/** Ids among `ids` that the subquery of member ids holds; one statement. */
async function idsIn(db: Db, ids: readonly string[], members: SQL): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await db
    .select({ id: sql<string>`wanted.id` })
    .from(sql`unnest(array[${list}]::text[]) as wanted(id)`)
    .where(sql`wanted.id in (${members})`);
  return new Set(rows.map((row) => row.id));
}

/**
 * The assignees the viewer may choose: members the viewer sees and, for a group task, members of the
 * group (who therefore see its tasks). A member the viewer may not see is refused exactly like an
 * unknown id, so the answer reveals nobody.
 */
export async function checkAssignees(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  ids: readonly string[],
  groupId: string | null,
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const visible = await visibleMemberIds(ctx, network, viewer, wanted);
  if (wanted.some((id) => id !== viewer.id && !visible.has(id))) {
    throw unprocessable({ [FIELD]: ['tasks.validation_errors.assignee_unknown'] });
  }
  if (groupId) {
    const inGroup = membersOfGroupsVisibleTo(ctx.db, viewer, [groupId]);
    const members = inGroup ? await idsIn(ctx.db, wanted, inGroup) : new Set<string>();
    if (wanted.some((id) => !members.has(id))) {
      throw unprocessable({ [FIELD]: ['tasks.validation_errors.assignee_not_in_group'] });
    }
  }
  return wanted;
}

/**
 * Makes the task's assignees exactly `wanted`, inside the caller's transaction: new ones are pending
 * (the viewer assigning themselves has accepted) and notified; answers of those who stay are kept.
 * Answers the members newly notified.
 */
export async function syncAssignees(
  ctx: AppContext,
  tx: Tx,
  viewer: Viewer,
  task: TaskRecord,
  wanted: readonly string[],
): Promise<string[]> {
  const current = await tx
    .select({ memberId: taskAssignees.memberId })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, task.id));
  const had = new Set(current.map((row) => row.memberId));
  const removed = [...had].filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !had.has(id));
  if (removed.length > 0) {
    await tx
      .delete(taskAssignees)
      .where(and(eq(taskAssignees.taskId, task.id), inArray(taskAssignees.memberId, removed)));
  }
  if (added.length === 0) return [];
  const now = new Date();
  await tx.insert(taskAssignees).values(
    added.map((memberId) => ({
      taskId: task.id,
      memberId,
      state: memberId === viewer.id ? ('accepted' as const) : ('pending' as const),
      answeredAt: memberId === viewer.id ? now : null,
    })),
  );
  return notify(ctx, tx, {
    kind: NOTIFICATION_KINDS.assigned,
    recipientIds: added,
    actorId: viewer.id,
    subject: { type: TASK_SUBJECT, id: task.id },
    url: taskUrl(task.id),
    visibility: task.visibility,
    data: { title: task.title },
  });
}
