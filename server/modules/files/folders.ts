import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FolderListing, folderBody, folderUpdateBody } from '../../../contract/files.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { type IdempotencyKey, once } from '../../platform/idempotency/idempotency.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { Access } from './access.js';
import { canCreateSubfolders, canUpdateFolder, type FolderAccess, type FolderRow } from './policy.js';
import { presentFile, presentFolderSummary } from './present.js';
import { files, folders } from './tables.js';

/** Folder trees are shallow in practice; the walk stops here so a damaged parent chain cannot loop. */
const MAX_DEPTH = 64;

export async function folderPath(db: Db, folder: FolderRow): Promise<{ id: string; name: string }[]> {
  const path = [{ id: folder.id, name: folder.name }];
  let parentId = folder.parentId;
  for (let depth = 0; parentId && depth < MAX_DEPTH; depth++) {
    const [parent] = await db
      .select({ id: folders.id, name: folders.name, parentId: folders.parentId })
      .from(folders)
      .where(eq(folders.id, parentId));
    if (!parent) break;
    path.unshift({ id: parent.id, name: parent.name });
    parentId = parent.parentId;
  }
  return path;
}

/** Published files and subfolders per folder, for the counters of the listing. */
async function folderCounts(db: Db, ids: string[]) {
  const result = new Map<string, { files: number; subfolders: number }>(
    ids.map((id) => [id, { files: 0, subfolders: 0 }]),
  );
  if (ids.length === 0) return result;
  const fileCounts = await db
    .select({ id: files.folderId, n: count() })
    .from(files)
    .where(and(inArray(files.folderId, ids), eq(files.state, 'published')))
    .groupBy(files.folderId);
  const folderCountRows = await db
    .select({ id: folders.parentId, n: count() })
    .from(folders)
    .where(inArray(folders.parentId, ids))
    .groupBy(folders.parentId);
  for (const row of fileCounts) {
    const entry = row.id ? result.get(row.id) : undefined;
    if (entry) entry.files = row.n;
  }
  for (const row of folderCountRows) {
    const entry = row.id ? result.get(row.id) : undefined;
    if (entry) entry.subfolders = row.n;
  }
  return result;
}

export async function presentListing(
  db: Db,
  access: Access,
  folder: FolderAccess,
  limit: number,
): Promise<FolderListing> {
  const viewer = access.viewer;
  const subfolderRows = await db
    .select()
    .from(folders)
    .where(eq(folders.parentId, folder.folder.id))
    .orderBy(asc(sql`lower(${folders.name})`))
    .limit(limit);
  const fileRows = await db
    .select()
    .from(files)
    .where(and(eq(files.folderId, folder.folder.id), eq(files.state, 'published')))
    .orderBy(asc(sql`lower(${files.name})`))
    .limit(limit);
  const counts = await folderCounts(db, [folder.folder.id, ...subfolderRows.map((f) => f.id)]);
  const zero = { files: 0, subfolders: 0 };
  const subfolders = await Promise.all(
    subfolderRows.map(async (row) =>
      presentFolderSummary(viewer, await access.ofFolder(row), counts.get(row.id) ?? zero),
    ),
  );
  const now = new Date();
  return {
    ...presentFolderSummary(viewer, folder, counts.get(folder.folder.id) ?? zero),
    folder_path: await folderPath(db, folder.folder),
    subfolders,
    files: fileRows.map((file) => presentFile(viewer, { file, folder }, now)),
  };
}

/** GET /api/storage/folders/{id}?limit */
export async function getFolderListing(ctx: AppContext, viewer: Viewer, id: string, limit: number) {
  const access = new Access(ctx, viewer);
  return presentListing(ctx.db, access, await access.folder(id), limit);
}

const ROOT_NAME = 'Files';

/** The root folder of a context, created on first use. Concurrent first uses meet at the unique index. */
export async function ensureRootFolder(
  db: Db,
  contextType: FolderRow['contextType'],
  contextId: string | null,
) {
  const where = and(
    eq(folders.contextType, contextType),
    contextId ? eq(folders.contextId, contextId) : isNull(folders.contextId),
    isNull(folders.parentId),
  );
  const [existing] = await db.select().from(folders).where(where);
  if (existing) return existing;
  await db.insert(folders).values({ contextType, contextId, name: ROOT_NAME }).onConflictDoNothing();
  const [root] = await db.select().from(folders).where(where);
  if (!root) throw new Error('root folder not created');
  return root;
}

/** GET /api/v1/folders/root?context_type&context_id */
export async function getRootListing(
  ctx: AppContext,
  viewer: Viewer,
  contextType: FolderRow['contextType'],
  contextId: string | undefined,
  limit: number,
) {
  const access = new Access(ctx, viewer);
  const id = contextType === 'network' ? null : (contextId ?? (contextType === 'member' ? viewer.id : null));
  if (contextType !== 'network' && !id) throw notFound('folder');
  // Asked before creating anything, so nobody creates roots of contexts they cannot see.
  if ((await access.role(contextType, id)) === 'none') throw notFound('folder');
  const root = await ensureRootFolder(ctx.db, contextType, id);
  return presentListing(ctx.db, access, await access.ofFolder(root), limit);
}

/**
 * POST /api/v1/folders: a subfolder of a folder the viewer may add to. Under an Idempotency-Key a
 * retry answers the folder created first.
 */
export async function createFolder(
  ctx: AppContext,
  viewer: Viewer,
  body: z.infer<typeof folderBody>,
  key: IdempotencyKey | null = null,
) {
  const access = new Access(ctx, viewer);
  const { id } = await once(ctx.db, key, async (claim) => {
    const parent = await access.folder(body.parent_folder_id);
    if (!canCreateSubfolders(parent)) throw forbidden();
    const folderId = newId();
    await ctx.db.transaction(async (tx) => {
      await claim(tx, folderId);
      await tx.insert(folders).values({
        id: folderId,
        contextType: parent.folder.contextType,
        contextId: parent.folder.contextId,
        parentId: parent.folder.id,
        name: body.name,
        description: body.description,
        folderProfile: body.folder_profile ?? null,
        // Only those who approve may require approval; contributors' folders inherit the parent's rule.
        requiresApproval:
          parent.role === 'manager'
            ? (body.requires_approval ?? parent.folder.requiresApproval)
            : parent.folder.requiresApproval,
        creatorId: viewer.id,
      });
      await indexLater(ctx, tx, 'folders', [folderId]);
    });
    return folderId;
  });
  return presentListing(ctx.db, access, await access.folder(id), 1000);
}

export async function updateFolder(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  body: z.infer<typeof folderUpdateBody>,
) {
  const access = new Access(ctx, viewer);
  const folder = await access.folder(id);
  if (!canUpdateFolder(viewer, folder)) throw forbidden();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(folders)
      .set({
        name: body.name,
        description: body.description,
        folderProfile: body.folder_profile,
        requiresApproval: folder.role === 'manager' ? body.requires_approval : undefined,
      })
      .where(eq(folders.id, id))
      .returning();
    if (updated) await indexLater(ctx, tx, 'folders', [updated.id]);
    return updated;
  });
  if (!row) throw notFound('folder');
  return presentListing(ctx.db, access, await access.ofFolder(row), 1000);
}

/** Every folder below the roots (roots included), breadth first, for deletes, moves, archives and exports. */
export async function subtreeFolderIds(db: Db | Tx, rootIds: readonly string[]): Promise<string[]> {
  const seen = new Set(rootIds);
  let frontier = [...seen];
  for (let depth = 0; frontier.length > 0 && depth < MAX_DEPTH; depth++) {
    const children = await db
      .select({ id: folders.id })
      .from(folders)
      .where(inArray(folders.parentId, frontier));
    frontier = children.map((c) => c.id).filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  return [...seen];
}
