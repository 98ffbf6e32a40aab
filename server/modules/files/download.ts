import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { Access } from './access.js';
import { canDownloadFile } from './policy.js';
import { fileVersions } from './tables.js';
import { issueToken, redeemToken } from './tokens.js';

export type BlobToSend = { key: string; size: number; contentType: string; filename: string };

/**
 * Who is downloading: the signed-in member, or the member who issued a download token of this file
 * (document editors and native apps fetch without the session cookie).
 */
export async function downloadViewer(
  ctx: AppContext,
  member: Viewer | null,
  fileId: string,
  token?: string,
): Promise<Viewer> {
  if (member) return member;
  if (!token) throw notFound('file');
  const row = await redeemToken(ctx.db, token, 'download');
  if (!row.fileIds.includes(fileId)) throw notFound('file');
  return row.viewer;
}

/** GET /api/storage/files/{id}/get/{name}?major: the current version, or the given major version. */
export async function fileDownload(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  major?: number,
): Promise<BlobToSend> {
  const a = await new Access(ctx, viewer).file(id);
  if (!canDownloadFile(viewer, a)) throw notFound('file');
  if (major === undefined || major === a.file.major) {
    const f = a.file;
    return { key: f.blobKey, size: f.size, contentType: f.contentType, filename: f.originalFilename };
  }
  const [version] = await ctx.db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.fileId, id), eq(fileVersions.major, major)));
  if (!version) throw notFound('version');
  return {
    key: version.blobKey,
    size: version.size,
    contentType: version.contentType,
    filename: version.originalFilename,
  };
}

/** GET /api/storage/files/{id}/token */
export async function fileDownloadToken(ctx: AppContext, viewer: Viewer, id: string): Promise<string> {
  const a = await new Access(ctx, viewer).file(id);
  if (!canDownloadFile(viewer, a)) throw notFound('file');
  return issueToken(ctx.db, viewer, 'download', { fileIds: [a.file.id], folderIds: [] });
}
