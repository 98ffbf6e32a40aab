import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notify } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { reminderAt } from './due.js';
import { NOTIFICATION_KINDS } from './notifications.js';
import type { TaskRecord } from './policy.js';
import { TASK_SUBJECT, taskUrl } from './present.js';
import { taskAssignees, tasks } from './tables.js';

/** The job that reminds a task's people before it is due (durable: queued with the task's row). */
export const REMINDER_JOB = 'tasks.reminder';

/**
 * Queues the task's reminder in the transaction that wrote its due date (outbox rule). A job is
 * never withdrawn: when the due date or the reminder changes, a new job is queued for the new time,
 * and each job, when it runs, checks that its time is still the task's (else it does nothing). Done
 * and archived tasks get none; a task already past its due time gets none either.
 */
export async function scheduleReminder(ctx: AppContext, tx: Tx, task: TaskRecord, now = new Date()) {
  const at = reminderAt(task);
  if (!at || task.doneAt || task.archivedAt || task.remindedAt?.getTime() === at.getTime()) return;
  if (task.dueAt && task.dueAt.getTime() <= now.getTime()) return;
  const stamp = at.toISOString();
  await ctx.jobs.enqueue(
    tx,
    REMINDER_JOB,
    { taskId: task.id, at: stamp },
    { runAt: at, uniqueKey: `${REMINDER_JOB}:${task.id}:${stamp}` },
  );
}

/**
 * Sends the reminder when the job's time is still the task's reminder time and the task is still
 * open. `reminded_at` records the reminder time it was sent for, so a job that runs twice sends once.
 */
export async function sendReminder(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const taskId = typeof payload.taskId === 'string' ? payload.taskId : '';
  const stamp = typeof payload.at === 'string' ? payload.at : '';
  const recipients = await ctx.db.transaction(async (tx) => {
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!task || task.doneAt || task.archivedAt) return [];
    const at = reminderAt(task);
    if (!at || at.toISOString() !== stamp || task.remindedAt?.getTime() === at.getTime()) return [];
    await tx.update(tasks).set({ remindedAt: at, updatedAt: task.updatedAt }).where(eq(tasks.id, task.id));
    const assigned = await tx
      .select({ memberId: taskAssignees.memberId })
      .from(taskAssignees)
      .where(and(eq(taskAssignees.taskId, task.id), ne(taskAssignees.state, 'declined')));
    return notify(ctx, tx, {
      kind: NOTIFICATION_KINDS.reminder,
      recipientIds: [task.creatorId, ...assigned.map((row) => row.memberId)],
      actorId: null,
      subject: { type: TASK_SUBJECT, id: task.id },
      threadKey: `task-reminder:${task.id}`,
      url: taskUrl(task.id),
      visibility: task.visibility,
      data: { title: task.title, due_at: task.dueAt?.toISOString() ?? null },
    });
  });
  await unreadsChanged(ctx.bus, recipients);
}

export function defineReminderJob(ctx: AppContext) {
  ctx.jobs.define(REMINDER_JOB, (payload) => sendReminder(ctx, payload));
}
