import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { checklistItemInput, createTaskBody, updateTaskBody } from '../../../contract/tasks.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { type IdempotencyKey, once } from '../../platform/idempotency/idempotency.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { subjectVisibilityChanged } from '../../platform/visibility/keys.js';
import { attachUploads, destroyFiles } from '../files/service.js';
import { groupContentKeysByIds, visibleGroup } from '../groups/service.js';
import type { NetworkRecord } from '../network/service.js';
import { removeSubjectNotifications } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { checkAssignees, syncAssignees } from './assignees.js';
import { dueColumns } from './due.js';
import { loadVisibleTask } from './load.js';
import {
  canCreateGroupTask,
  canDestroyTask,
  canEditTask,
  personalTaskKeys,
  type TaskRecord,
} from './policy.js';
import { TASK_SUBJECT } from './present.js';
import { scheduleReminder } from './reminders.js';
import { type ChecklistItem, tasks } from './tables.js';

type CreateInput = z.output<typeof createTaskBody>;
type UpdateInput = z.output<typeof updateTaskBody>;
type ChecklistInput = z.output<typeof checklistItemInput>;

/** Checklist items as stored: ids of existing items are kept, anything else gets a new id. */
function checklistOf(items: readonly ChecklistInput[], existing: readonly ChecklistItem[]): ChecklistItem[] {
  const known = new Set(existing.map((item) => item.id));
  return items.map((item) => ({
    id: item.id && known.has(item.id) ? item.id : newId(),
    text: item.text,
    done: item.done,
  }));
}

/** The group a new task goes into, which the viewer must be a member of; 404 for any other. */
async function groupForNewTask(ctx: AppContext, viewer: Viewer, ref: string) {
  const context = await visibleGroup(ctx.db, viewer, ref);
  if (!context || !canCreateGroupTask(viewer, context.state)) throw notFound('group');
  const keys = (await groupContentKeysByIds(ctx.db, [context.group.id])).get(context.group.id) ?? [];
  return { id: context.group.id, keys };
}

/**
 * POST /api/v1/tasks: a personal task, or a group task of a group the viewer is a member of. The
 * row, its assignees, attachments, notifications and reminder job are one transaction; under an
 * Idempotency-Key a retry answers the first task.
 */
export async function createTask(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  body: CreateInput,
  key: IdempotencyKey | null = null,
): Promise<{ id: string; created: boolean }> {
  const group = body.group_id ? await groupForNewTask(ctx, viewer, body.group_id) : null;
  const assigneeIds = await checkAssignees(ctx, network, viewer, body.assignee_ids, group?.id ?? null);
  const due = dueColumns(body.due);
  const description = sanitizeContent(body.description_html);
  let notified: string[] = [];
  const { id, replayed } = await once(ctx.db, key, async (claim) => {
    const id = newId();
    await ctx.db.transaction(async (tx) => {
      await claim(tx, id);
      const attached = await attachUploads(tx, viewer, { type: TASK_SUBJECT, id }, body.attachments);
      const [row] = await tx
        .insert(tasks)
        .values({
          id,
          creatorId: viewer.id,
          groupId: group?.id ?? null,
          title: body.title,
          descriptionHtml: description.html,
          descriptionPlain: description.plain,
          ...due,
          reminderMinutes: body.reminder_minutes,
          priority: body.priority,
          checklist: checklistOf(body.checklist, []),
          attachmentIds: attached.map((file) => file.id),
          visibility: group ? group.keys : personalTaskKeys(viewer.id, assigneeIds),
        })
        .returning();
      if (!row) throw new Error('task not written');
      notified = await syncAssignees(ctx, tx, viewer, row, assigneeIds);
      await scheduleReminder(ctx, tx, row);
    });
    return id;
  });
  await unreadsChanged(ctx.bus, notified);
  return { id, created: !replayed };
}

/** PATCH /api/v1/tasks/{id}: what was sent changes; who edits is the policy's (creator, group administrators). */
export async function updateTask(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  body: UpdateInput,
): Promise<void> {
  const facts = await loadVisibleTask(ctx, viewer, id);
  const before = facts.task;
  if (!canEditTask(viewer, facts) || before.archivedAt) throw forbidden('You may not edit this task.');
  const assigneeIds =
    body.assignee_ids === undefined
      ? undefined
      : await checkAssignees(ctx, network, viewer, body.assignee_ids, before.groupId);
  const due = body.due === undefined ? {} : dueColumns(body.due);
  const description = body.description_html === undefined ? null : sanitizeContent(body.description_html);
  let notified: string[] = [];
  const dropped: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(tasks).where(eq(tasks.id, before.id)).for('update');
    if (!locked) throw notFound('task');
    let attachmentIds = locked.attachmentIds;
    if (body.attachments !== undefined) {
      const kept = locked.attachmentIds.filter((file) => body.attachments?.includes(file));
      const fresh = body.attachments.filter((file) => !locked.attachmentIds.includes(file));
      const attached = await attachUploads(tx, viewer, { type: TASK_SUBJECT, id: locked.id }, fresh);
      dropped.push(...locked.attachmentIds.filter((file) => !kept.includes(file)));
      attachmentIds = [...kept, ...attached.map((file) => file.id)];
    }
    const visibility =
      assigneeIds !== undefined && !locked.groupId
        ? personalTaskKeys(locked.creatorId, assigneeIds)
        : locked.visibility;
    const [row] = await tx
      .update(tasks)
      .set({
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(description ? { descriptionHtml: description.html, descriptionPlain: description.plain } : {}),
        ...due,
        ...(body.reminder_minutes === undefined ? {} : { reminderMinutes: body.reminder_minutes }),
        ...(body.priority === undefined ? {} : { priority: body.priority }),
        ...(body.checklist === undefined ? {} : { checklist: checklistOf(body.checklist, locked.checklist) }),
        attachmentIds,
        visibility,
      })
      .where(eq(tasks.id, locked.id))
      .returning();
    if (!row) throw notFound('task');
    if (visibility.join() !== locked.visibility.join()) {
      await subjectVisibilityChanged(ctx, tx, { type: TASK_SUBJECT, id: row.id }, visibility);
    }
    if (assigneeIds !== undefined) notified = await syncAssignees(ctx, tx, viewer, row, assigneeIds);
    await scheduleReminder(ctx, tx, row);
  });
  if (dropped.length > 0) await destroyFiles(ctx, dropped);
  await unreadsChanged(ctx.bus, notified);
}

/** DELETE /api/v1/tasks/{id}: the task with its assignees, stars, notifications and attachments. */
export async function destroyTask(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  const facts = await loadVisibleTask(ctx, viewer, id);
  if (!canDestroyTask(viewer, facts)) throw forbidden('You may not delete this task.');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(tasks).where(eq(tasks.id, facts.task.id));
    await removeSubjectNotifications(tx, { type: TASK_SUBJECT, id: facts.task.id });
  });
  if (facts.task.attachmentIds.length > 0) await destroyFiles(ctx, facts.task.attachmentIds);
  await unreadsChanged(ctx.bus, 'all');
}

/** A task row changed in place (done, archived): the reminder follows in the same transaction. */
export async function writeTaskState(
  ctx: AppContext,
  tx: Tx,
  task: TaskRecord,
  changes: Partial<Pick<TaskRecord, 'doneAt' | 'doneById' | 'archivedAt' | 'checklist'>>,
): Promise<TaskRecord> {
  const [row] = await tx.update(tasks).set(changes).where(eq(tasks.id, task.id)).returning();
  if (!row) throw notFound('task');
  await scheduleReminder(ctx, tx, row);
  return row;
}
