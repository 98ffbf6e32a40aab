import type { Task } from '../../../contract/tasks.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { markSubjectRead } from '../notifications/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { visibleTasks } from './load.js';
import { presentTasks, TASK_SUBJECT } from './present.js';

/** GET /api/v1/tasks/{id}: the task, or 404 when the viewer may not see it. Opening it reads its notifications. */
export async function getTask(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  options: { markRead?: boolean } = {},
): Promise<Task> {
  const loaded = await visibleTasks(ctx, viewer, [id]);
  const [presented] = await presentTasks(ctx, network, viewer, loaded);
  if (!presented) throw notFound('task');
  if (
    options.markRead &&
    (await markSubjectRead(ctx.db, viewer.id, { type: TASK_SUBJECT, id: presented.id }))
  ) {
    await unreadsChanged(ctx.bus, [viewer.id]);
  }
  return presented;
}
