import { asc, count, eq } from 'drizzle-orm';
import type { FileDetail } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
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
  return {
    ...presentFile(viewer, a),
    versions: versions.map((v) => ({
      major: v.major,
      size: v.size,
      author: author(v.authorId, v.authorName),
      created_at: v.createdAt.toISOString(),
      url: downloadPath(v, v.major),
    })),
    folder_path: a.folder ? await folderPath(ctx.db, a.folder.folder) : [],
    pending_versions_count: pending?.n ?? 0,
  };
}

/** GET /api/storage/files/{id} */
export async function getFileDetail(ctx: AppContext, viewer: Viewer, id: string): Promise<FileDetail> {
  return presentFileDetail(ctx, viewer, await new Access(ctx, viewer).file(id));
}

/** Presents a row the caller just changed, with the viewer's current rights. */
export async function detailOfRow(ctx: AppContext, viewer: Viewer, row: FileRow): Promise<FileDetail> {
  return presentFileDetail(ctx, viewer, await new Access(ctx, viewer).ofFile(row));
}
