import { and, arrayOverlaps, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../context.js';
import type { Viewer } from '../identity/viewer.js';
import { viewerKeys } from './keys.js';

/** The owning table of attachments: its id column and its visibility keys column (`text[]`). */
export type KeyedOwner = { table: PgTable; id: PgColumn; visibility: PgColumn };

/**
 * An `attachmentOwners` check for modules whose things carry visibility keys (activities, tasks):
 * of these attachments, the ids of those whose owner the viewer may see, in one statement.
 */
export async function attachmentsOfVisibleOwners(
  ctx: Pick<AppContext, 'db' | 'extensions'>,
  db: Db | Tx,
  viewer: Viewer,
  files: readonly { id: string; ownerId: string }[],
  owner: KeyedOwner,
): Promise<Set<string>> {
  const ownerIds = [...new Set(files.map((file) => file.ownerId))];
  if (ownerIds.length === 0) return new Set();
  const keys = await viewerKeys(ctx, viewer);
  const rows = await db
    .select({ id: owner.id })
    .from(owner.table)
    .where(and(inArray(owner.id, ownerIds), arrayOverlaps(owner.visibility, keys)));
  const readable = new Set(rows.map((row) => String(row.id)));
  return new Set(files.filter((file) => readable.has(file.ownerId)).map((file) => file.id));
}
