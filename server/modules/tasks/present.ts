import { and, eq, inArray } from 'drizzle-orm';
import type { Task } from '../../../contract/tasks.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { attachmentDetails } from '../files/service.js';
import { memberRowsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import type { LoadedTasks } from './load.js';
import { taskCan } from './policy.js';
import { taskAssignees, taskStars } from './tables.js';

/** Owner type of a task's attachments (files module) and subject type of its notifications. */
export const TASK_SUBJECT = 'task';
export const taskUrl = (id: string) => `/tasks/${id}`;

const attachmentUrl = (file: { id: string; originalFilename: string }) =>
  `/api/storage/files/${file.id}/get/${encodeURIComponent(file.originalFilename)}`;

/**
 * Tasks as the viewer sees them, in the order given. A fixed number of statements whatever the
 * number of tasks: assignees, stars, the people the viewer may see, attachments.
 */
export async function presentTasks(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  loaded: LoadedTasks,
  now = new Date(),
): Promise<Task[]> {
  const ids = loaded.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [assignees, stars, files] = await Promise.all([
    ctx.db
      .select()
      .from(taskAssignees)
      .where(inArray(taskAssignees.taskId, ids))
      .orderBy(taskAssignees.createdAt),
    ctx.db
      .select({ taskId: taskStars.taskId })
      .from(taskStars)
      .where(and(inArray(taskStars.taskId, ids), eq(taskStars.memberId, viewer.id))),
    attachmentDetails(
      ctx.db,
      loaded.rows.flatMap((row) => row.attachmentIds),
    ),
  ]);
  const people = [...loaded.rows.map((row) => row.creatorId), ...assignees.map((row) => row.memberId)];
  const visible = await visibleMemberIds(ctx, network, viewer, people);
  const rowsById = await memberRowsByIds(ctx.db, network, [...visible]);
  const starred = new Set(stars.map((row) => row.taskId));
  const filesById = new Map(files.map((file) => [file.id, file]));
  return loaded.rows.map((row): Task => {
    const facts = loaded.facts.get(row.id);
    if (!facts) throw new Error(`task ${row.id} presented without its facts`);
    const own = facts.assignment;
    return {
      id: row.id,
      title: row.title,
      description_html: row.descriptionHtml,
      group: row.groupId ? (loaded.groups.get(row.groupId) ?? null) : null,
      creator: rowsById.get(row.creatorId) ?? null,
      due:
        row.dueDate && row.dueAt && row.dueTimeZone
          ? { date: row.dueDate, time: row.dueTime, time_zone: row.dueTimeZone, at: row.dueAt.toISOString() }
          : null,
      overdue: row.dueAt !== null && row.doneAt === null && row.dueAt.getTime() < now.getTime(),
      reminder_minutes: row.reminderMinutes,
      priority: row.priority,
      checklist: row.checklist,
      attachments: row.attachmentIds.flatMap((id) => {
        const file = filesById.get(id);
        if (!file) return [];
        return [
          {
            id: file.id,
            type: file.type,
            name: file.originalFilename,
            extension: file.extension,
            content_type: file.contentType,
            size: file.size,
            url: attachmentUrl(file),
          },
        ];
      }),
      assignees: assignees
        .filter((assignee) => assignee.taskId === row.id)
        .flatMap((assignee) => {
          const member = rowsById.get(assignee.memberId);
          if (!member) return [];
          return [
            {
              member,
              state: assignee.state,
              reason: assignee.reason,
              answered_at: assignee.answeredAt?.toISOString() ?? null,
            },
          ];
        }),
      my_assignment: own ? { state: own.state, reason: own.reason } : null,
      starred: starred.has(row.id),
      done_at: row.doneAt?.toISOString() ?? null,
      archived_at: row.archivedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      can: taskCan(viewer, facts),
    };
  });
}
