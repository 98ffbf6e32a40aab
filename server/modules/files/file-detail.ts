import { asc, count, eq } from 'drizzle-orm';
import type { FileDetail } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { presentMemberRows, visibleMembersByIds } from '../members/service.js';
import { Access } from './access.js';
import { folderPath } from './folders.js';
import type { FileAccess, FileRow } from './policy.js';
import { author, downloadPath, presentFile } from './present.js';
import { fileVersions, pendingVersions } from './tables.js';

export async function presentFileDetail(ctx: AppContext, viewer: Viewer, a: FileAccess): Promise<FileDetail> {
  const versions = await ctx.db
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.fileId, a.file.id))
    .orderBy(asc(fileVersions.major));
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(pendingVersions)
    .where(eq(pendingVersions.fileId, a.file.id));
  const presented = presentFile(viewer, a);
  return {
    ...presented,
    versions: versions.map((v) => ({
      major: v.major,
      size: v.size,
      author: author(v.authorId, v.authorName),
      created_at: v.createdAt.toISOString(),
      url: downloadPath(v, v.major),
    })),
    folder_path: a.folder ? await folderPath(ctx.db, a.folder.folder) : [],
    pending_versions_count: pending?.n ?? 0,
    locked_by: await lockHolder(ctx, viewer, presented.lockedById),
  };
}

/** The member holding a lock, named only to a viewer who may see them (the others read "another member"). */
async function lockHolder(ctx: AppContext, viewer: Viewer, memberId: string | null) {
  if (!memberId) return null;
  const network = await ctx.network.get();
  const record = (await visibleMembersByIds(ctx, network, viewer, [memberId])).get(memberId);
  if (!record) return null;
  const [row] = await presentMemberRows(ctx.db, network, [record]);
  return row ? { id: row.id, name: row.displayName, path: row.path } : null;
}

/** GET /api/storage/files/{id} */
export async function getFileDetail(ctx: AppContext, viewer: Viewer, id: string): Promise<FileDetail> {
  return presentFileDetail(ctx, viewer, await new Access(ctx, viewer).file(id));
}

/** Presents a row the caller just changed, with the viewer's current rights. */
export async function detailOfRow(ctx: AppContext, viewer: Viewer, row: FileRow): Promise<FileDetail> {
  return presentFileDetail(ctx, viewer, await new Access(ctx, viewer).ofFile(row));
}
