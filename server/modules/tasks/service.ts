import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { VisibilitySubject } from '../../platform/visibility/keys.js';
import { updateNotificationVisibility } from '../notifications/service.js';
import { TASK_SUBJECT } from './present.js';
import { tasks } from './tables.js';

/**
 * The tasks module's door. Its routes use the use-case files directly; other modules reach tasks
 * only through extension points (feed items, attachment checks, notification kinds).
 */
export { TASK_SUBJECT, taskUrl } from './present.js';

/**
 * A group's audience changed (it became closed, or visible to guests): its tasks take the group's
 * new content keys, and so do the copies their notifications keep, in the caller's transaction.
 */
export async function followGroupAudience(
  _ctx: AppContext,
  tx: Db | Tx,
  subject: VisibilitySubject,
  keys: readonly string[],
): Promise<void> {
  if (subject.type !== 'group') return;
  const moved = await tx
    .update(tasks)
    .set({ visibility: [...keys] })
    .where(eq(tasks.groupId, subject.id))
    .returning({ id: tasks.id });
  // One statement per task: a group's open tasks are few, and this runs only when its access changes.
  for (const task of moved) await updateNotificationVisibility(tx, { type: TASK_SUBJECT, id: task.id }, keys);
}
