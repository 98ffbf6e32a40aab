import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { blobStore } from '../../platform/storage/storage.js';
import { files, fileVersions, pendingVersions } from './tables.js';

/** Cached renders of a blob live under this prefix (images.ts writes them). */
export function variantPrefix(blobKey: string): string {
  const id = blobKey.slice(blobKey.lastIndexOf('/') + 1);
  return `variants/${id.slice(0, 2)}/${id}`;
}

/** Every blob a file owns: its versions, its pending versions, and their cached renders. */
export async function blobKeysOfFiles(db: Db | Tx, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const ids = [...new Set(fileIds)];
  const rows = await db
    .select({ key: fileVersions.blobKey })
    .from(fileVersions)
    .where(inArray(fileVersions.fileId, ids))
    .union(
      db
        .select({ key: pendingVersions.blobKey })
        .from(pendingVersions)
        .where(inArray(pendingVersions.fileId, ids)),
    )
    .union(db.select({ key: files.blobKey }).from(files).where(inArray(files.id, ids)));
  return rows.map((r) => r.key);
}

/**
 * Removes blobs after their rows are gone. Rows go first (in the caller's transaction), so a crash in
 * between leaves an unreferenced blob at worst, never a row pointing at nothing.
 */
export async function deleteBlobs(ctx: AppContext, keys: string[]): Promise<void> {
  const store = blobStore(ctx);
  for (const key of keys) {
    try {
      await store.delete(key);
      await store.deletePrefix(variantPrefix(key));
    } catch (err) {
      ctx.log.warn({ err, key }, 'blob not deleted');
    }
  }
}

/**
 * Deletes file rows (versions and pending versions cascade) in the caller's transaction and answers
 * their blobs, which the caller removes with `deleteBlobs` after the commit.
 */
export async function deleteFileRows(db: Db | Tx, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const keys = await blobKeysOfFiles(db, fileIds);
  await db.delete(files).where(inArray(files.id, [...new Set(fileIds)]));
  return keys;
}

/** Deletes file rows (versions and pending versions cascade) and then their blobs. */
export async function destroyFiles(ctx: AppContext, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await deleteBlobs(ctx, await deleteFileRows(ctx.db, fileIds));
}

export async function destroyFile(ctx: AppContext, fileId: string): Promise<void> {
  const [row] = await ctx.db.select({ id: files.id }).from(files).where(eq(files.id, fileId));
  if (row) await destroyFiles(ctx, [row.id]);
}
