import { and, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { visibleToKeys } from './load.js';
import { tasks } from './tables.js';

/** Files attached to tasks: whoever sees the task may read them (`attachmentOwners`); one statement. */
export async function readableTaskFiles(
  ctx: AppContext,
  db: Db | Tx,
  viewer: Viewer,
  files: readonly { id: string; ownerId: string }[],
): Promise<Set<string>> {
  const keys = await viewerKeys(ctx, viewer);
  const ownerIds = [...new Set(files.map((file) => file.ownerId))];
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(inArray(tasks.id, ownerIds), visibleToKeys(keys)));
  const readable = new Set(rows.map((row) => row.id));
  return new Set(files.filter((file) => readable.has(file.ownerId)).map((file) => file.id));
}
