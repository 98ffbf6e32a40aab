import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { answerBody } from '../../../contract/tasks.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { markSubjectRead, notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { loadVisibleTask, visibleToKeys } from './load.js';
import { NOTIFICATION_KINDS } from './notifications.js';
import { canAnswerTask, canArchiveTask, canCompleteTask } from './policy.js';
import { TASK_SUBJECT, taskUrl } from './present.js';
import { taskAssignees, taskPositions, taskStars, tasks } from './tables.js';
import { writeTaskState } from './write.js';

/**
 * PUT /api/v1/tasks/{id}/answer: the assignee accepts or declines (with an optional reason); the
 * creator hears of it. Answering again changes the answer.
 */
export async function answerTask(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  body: z.output<typeof answerBody>,
): Promise<void> {
  const facts = await loadVisibleTask(ctx, viewer, id);
  if (!canAnswerTask(viewer, facts)) throw notFound('assignment');
  const state = body.answer === 'accept' ? 'accepted' : 'declined';
  const reason = state === 'declined' && body.reason ? body.reason : null;
  const notified = await ctx.db.transaction(async (tx) => {
    await tx
      .update(taskAssignees)
      .set({ state, reason, answeredAt: new Date() })
      .where(and(eq(taskAssignees.taskId, facts.task.id), eq(taskAssignees.memberId, viewer.id)));
    // The declined task leaves the member's own order.
    if (state === 'declined') {
      await tx
        .delete(taskPositions)
        .where(and(eq(taskPositions.memberId, viewer.id), eq(taskPositions.taskId, facts.task.id)));
    }
    await markSubjectRead(tx, viewer.id, { type: TASK_SUBJECT, id: facts.task.id });
    if (facts.assignment?.state === state) return [];
    return notify(ctx, tx, {
      kind: state === 'accepted' ? NOTIFICATION_KINDS.accepted : NOTIFICATION_KINDS.declined,
      recipientIds: [facts.task.creatorId],
      actorId: viewer.id,
      subject: { type: TASK_SUBJECT, id: facts.task.id },
      threadKey: `task-answer:${facts.task.id}:${state}`,
      url: taskUrl(facts.task.id),
      visibility: facts.task.visibility,
      data: { title: facts.task.title, reason: reason ?? '' },
    });
  });
  await unreadsChanged(ctx.bus, [...notified, viewer.id]);
}

/** PUT / DELETE /api/v1/tasks/{id}/done. A done task sends no reminder. */
export async function setDone(ctx: AppContext, viewer: Viewer, id: string, done: boolean): Promise<void> {
  const facts = await loadVisibleTask(ctx, viewer, id);
  if (!canCompleteTask(viewer, facts)) throw forbidden('You may not complete this task.');
  if ((facts.task.doneAt !== null) === done) return;
  await ctx.db.transaction((tx) =>
    writeTaskState(
      ctx,
      tx,
      facts.task,
      done ? { doneAt: new Date(), doneById: viewer.id } : { doneAt: null, doneById: null },
    ),
  );
}

/** PUT / DELETE /api/v1/tasks/{id}/archive. An archived task sends no reminder and takes no changes. */
export async function setArchived(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  archived: boolean,
): Promise<void> {
  const facts = await loadVisibleTask(ctx, viewer, id);
  if (!canArchiveTask(viewer, facts)) throw forbidden('You may not archive this task.');
  if ((facts.task.archivedAt !== null) === archived) return;
  await ctx.db.transaction((tx) =>
    writeTaskState(ctx, tx, facts.task, { archivedAt: archived ? new Date() : null }),
  );
}

/** PUT / DELETE /api/v1/tasks/{id}/star: the viewer's own star on any task they see. */
export async function setStar(ctx: AppContext, viewer: Viewer, id: string, starred: boolean): Promise<void> {
  const facts = await loadVisibleTask(ctx, viewer, id);
  if (starred) {
    await ctx.db
      .insert(taskStars)
      .values({ taskId: facts.task.id, memberId: viewer.id })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .delete(taskStars)
      .where(and(eq(taskStars.taskId, facts.task.id), eq(taskStars.memberId, viewer.id)));
  }
}

/** PUT /api/v1/tasks/{id}/checklist/{itemId}: ticks one item (assignees may, without editing the list). */
export async function tickChecklistItem(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  itemId: string,
  done: boolean,
): Promise<void> {
  const facts = await loadVisibleTask(ctx, viewer, id);
  if (!canCompleteTask(viewer, facts)) throw forbidden('You may not change this task.');
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(tasks).where(eq(tasks.id, facts.task.id)).for('update');
    if (!locked?.checklist.some((item) => item.id === itemId)) throw notFound('checklist item');
    const checklist = locked.checklist.map((item) => (item.id === itemId ? { ...item, done } : item));
    await writeTaskState(ctx, tx, locked, { checklist });
  });
}

/**
 * PUT /api/v1/tasks/order: the viewer's order of their "my" list, as the ids in their new order.
 * Every id must be a task of that list the viewer sees (422 otherwise, naming none).
 */
export async function reorderTasks(ctx: AppContext, viewer: Viewer, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const keys = await viewerKeys(ctx, viewer);
  const assigned = ctx.db
    .select({ id: taskAssignees.taskId })
    .from(taskAssignees)
    .where(and(eq(taskAssignees.memberId, viewer.id), ne(taskAssignees.state, 'declined')));
  const mine = await ctx.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        inArray(tasks.id, wanted),
        visibleToKeys(keys),
        or(eq(tasks.creatorId, viewer.id), sql`${tasks.id} in (${assigned})`),
      ),
    );
  if (mine.length !== wanted.length) throw unprocessable({ ids: ['tasks.validation_errors.order_unknown'] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(taskPositions)
      .values(wanted.map((taskId, position) => ({ memberId: viewer.id, taskId, position })))
      .onConflictDoUpdate({
        target: [taskPositions.memberId, taskPositions.taskId],
        set: { position: sql`excluded.position` },
      });
  });
}
