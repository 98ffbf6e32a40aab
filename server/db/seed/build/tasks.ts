import { groupContentKeysByIds } from '../../../modules/groups/service.js';
import { dueColumns } from '../../../modules/tasks/due.js';
import { personalTaskKeys, type TaskRecord } from '../../../modules/tasks/policy.js';
import { taskAssignees, taskPositions, taskStars, tasks } from '../../../modules/tasks/tables.js';
import { newId } from '../../../platform/ids.js';
import { sanitizeContent } from '../../../platform/rich-text.js';
import type { Db, Tx } from '../../client.js';

/**
 * Tasks as creating and answering store them, shared by the demo seed and the test factories: the
 * row with its visibility keys, the assignees with their answers, stars and the members' own order.
 * No reminder job is queued (the seed and factories have no job runner).
 */
export type TaskSpec = {
  creatorId: string;
  groupId?: string | null;
  title: string;
  html?: string;
  due?: { date: string; time?: string | null; timeZone: string } | null;
  reminderMinutes?: number | null;
  priority?: 'none' | 'low' | 'normal' | 'high';
  checklist?: { text: string; done?: boolean }[];
  assignees?: { memberId: string; state?: 'pending' | 'accepted' | 'declined'; reason?: string }[];
  starredBy?: string[];
  /** Position in the creator's own order of "my". */
  position?: number;
  done?: boolean;
  archived?: boolean;
  createdAt?: Date;
};

export async function buildTask(db: Db | Tx, spec: TaskSpec): Promise<TaskRecord> {
  const assignees = spec.assignees ?? [];
  const groupKeys = spec.groupId ? (await groupContentKeysByIds(db, [spec.groupId])).get(spec.groupId) : null;
  if (spec.groupId && !groupKeys) throw new Error(`group ${spec.groupId} of a task is missing`);
  const description = sanitizeContent(spec.html ?? '');
  const createdAt = spec.createdAt ?? new Date();
  const due = dueColumns(
    spec.due ? { date: spec.due.date, time: spec.due.time ?? null, time_zone: spec.due.timeZone } : null,
  );
  const [row] = await db
    .insert(tasks)
    .values({
      id: newId(),
      creatorId: spec.creatorId,
      groupId: spec.groupId ?? null,
      title: spec.title,
      descriptionHtml: description.html,
      descriptionPlain: description.plain,
      ...due,
      reminderMinutes: spec.reminderMinutes ?? null,
      priority: spec.priority ?? 'none',
      checklist: (spec.checklist ?? []).map((item) => ({
        id: newId(),
        text: item.text,
        done: item.done ?? false,
      })),
      doneAt: spec.done ? createdAt : null,
      doneById: spec.done ? spec.creatorId : null,
      archivedAt: spec.archived ? createdAt : null,
      visibility:
        groupKeys ??
        personalTaskKeys(
          spec.creatorId,
          assignees.map((a) => a.memberId),
        ),
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!row) throw new Error('task not written');
  if (assignees.length > 0) {
    await db.insert(taskAssignees).values(
      assignees.map((assignee) => ({
        taskId: row.id,
        memberId: assignee.memberId,
        state: assignee.state ?? 'pending',
        reason: assignee.reason ?? null,
        answeredAt: (assignee.state ?? 'pending') === 'pending' ? null : createdAt,
      })),
    );
  }
  if (spec.starredBy?.length) {
    await db.insert(taskStars).values(spec.starredBy.map((memberId) => ({ taskId: row.id, memberId })));
  }
  if (spec.position !== undefined) {
    await db
      .insert(taskPositions)
      .values({ memberId: spec.creatorId, taskId: row.id, position: spec.position });
  }
  return row;
}
