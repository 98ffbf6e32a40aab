import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { approvalCounts as approvalCountsSchema, newVersionBody } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember, Viewer } from '../../platform/identity/viewer.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { unreadsChanged } from '../unreads/service.js';
import { Access } from './access.js';
import { notifyVersionToApprove, settleApprovalNotifications } from './approval-notifications.js';
import { deleteBlobs } from './destroy.js';
import type { BlobToSend } from './download.js';
import { ensureRootFolder, subtreeFolderIds } from './folders.js';
import { canReviewFolder, canUpdateFile, type FileRow, type FolderAccess } from './policy.js';
import { presentPendingVersion } from './present.js';
import { files, fileVersions, pendingVersions } from './tables.js';
import { memberName } from './upload.js';

type Version = Pick<FileRow, 'blobKey' | 'size' | 'contentType' | 'extension' | 'originalFilename'> & {
  authorId: string | null;
  authorName: string;
};

/** Makes `version` the file's current one with the next major number (new upload or approval). */
export async function addVersion(ctx: AppContext, file: FileRow, version: Version) {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ major: files.major })
      .from(files)
      .where(eq(files.id, file.id))
      .for('update');
    if (!current) throw notFound('file');
    const major = current.major + 1;
    await tx.insert(fileVersions).values({ fileId: file.id, major, ...version });
    const [row] = await tx
      .update(files)
      .set({
        major,
        blobKey: version.blobKey,
        size: version.size,
        contentType: version.contentType,
        extension: version.extension,
        originalFilename: version.originalFilename,
      })
      .where(eq(files.id, file.id))
      .returning();
    if (!row) throw notFound('file');
    // A new version brings new contents: the index reads them again.
    await indexLater(ctx, tx, 'files', [row.id]);
    return row;
  });
}

/**
 * POST /api/v1/files/{id}/versions: a volatile upload of the member becomes the next version, or a
 * pending version when the folder requires approval and the member is not one who approves.
 * The upload's blob changes owner; its upload row goes.
 */
export async function createVersion(
  ctx: AppContext,
  member: CurrentMember,
  fileId: string,
  body: z.infer<typeof newVersionBody>,
) {
  const access = new Access(ctx, member);
  const target = await access.file(fileId);
  if (!canUpdateFile(member, target)) throw forbidden();
  const upload = await access.file(body.upload_id);
  if (upload.file.authorId !== member.id || upload.file.state !== 'volatile' || upload.file.id === fileId) {
    throw unprocessable({ upload_id: ['errors.files.not_new_upload'] });
  }
  const u = upload.file;
  const version = {
    blobKey: u.blobKey,
    size: u.size,
    contentType: u.contentType,
    extension: u.extension,
    originalFilename: u.originalFilename,
    authorId: member.id,
    authorName: memberName(member),
  };
  const folder = target.folder;
  if (folder?.folder.requiresApproval === true && !canReviewFolder(folder)) {
    // The upload becomes a pending version and its reviewers hear of it, all in one transaction.
    const notified: string[] = [];
    const pending = await ctx.db.transaction(async (tx) => {
      await tx.delete(files).where(eq(files.id, u.id));
      const [row] = await tx
        .insert(pendingVersions)
        .values({ fileId, ...version, description: body.description })
        .returning();
      if (!row) throw new Error('pending version not stored');
      notified.push(...(await notifyVersionToApprove(ctx, tx, member.id, target.file, folder.folder)));
      return row;
    });
    await unreadsChanged(ctx.bus, notified);
    return { file: target.file, pending: presentPendingVersion(pending, target.file) };
  }
  // The upload row and its version row go; the blob now belongs to the target file.
  await ctx.db.delete(files).where(eq(files.id, u.id));
  return { file: await addVersion(ctx, target.file, version), pending: null };
}

async function reviewablePending(ctx: AppContext, member: Viewer, fileId: string, id: string) {
  const a = await new Access(ctx, member).file(fileId);
  const [pending] = await ctx.db
    .select()
    .from(pendingVersions)
    .where(and(eq(pendingVersions.id, id), eq(pendingVersions.fileId, fileId)));
  if (!pending) throw notFound('pending version');
  return { a, pending, mayReview: a.folder !== null && canReviewFolder(a.folder) };
}

export async function approvePending(ctx: AppContext, member: CurrentMember, fileId: string, id: string) {
  const { a, pending, mayReview } = await reviewablePending(ctx, member, fileId, id);
  if (!mayReview) throw notFound('pending version');
  const { id: _id, fileId: _fileId, description: _d, createdAt: _c, ...version } = pending;
  const [claimed] = await ctx.db.delete(pendingVersions).where(eq(pendingVersions.id, id)).returning();
  if (!claimed) throw notFound('pending version');
  const file = await addVersion(ctx, a.file, version);
  await settleApproval(ctx, fileId);
  return file;
}

/** The reviewers' entries go once the file has no pending version left; their counts follow. */
async function settleApproval(ctx: AppContext, fileId: string) {
  if (await settleApprovalNotifications(ctx.db, fileId)) await unreadsChanged(ctx.bus, 'all');
}

export async function declinePending(ctx: AppContext, member: CurrentMember, fileId: string, id: string) {
  const { pending, mayReview } = await reviewablePending(ctx, member, fileId, id);
  // The author may withdraw their own pending version.
  if (!mayReview && pending.authorId !== member.id) throw notFound('pending version');
  await ctx.db.delete(pendingVersions).where(eq(pendingVersions.id, id));
  await deleteBlobs(ctx, [pending.blobKey]);
  await settleApproval(ctx, fileId);
}

export async function pendingDownload(
  ctx: AppContext,
  member: Viewer,
  fileId: string,
  id: string,
): Promise<BlobToSend> {
  const { pending, mayReview } = await reviewablePending(ctx, member, fileId, id);
  if (!mayReview && pending.authorId !== member.id) throw notFound('pending version');
  return {
    key: pending.blobKey,
    size: pending.size,
    contentType: pending.contentType,
    filename: pending.originalFilename,
  };
}

async function reviewedFolderIds(ctx: AppContext, folder: FolderAccess) {
  if (!canReviewFolder(folder)) throw notFound('folder');
  return subtreeFolderIds(ctx.db, [folder.folder.id]);
}

/** GET /api/storage/folders/{folderId}/files/approval: pending versions in the folder and below. */
export async function listPending(ctx: AppContext, member: Viewer, folderId: string) {
  const folderIds = await reviewedFolderIds(ctx, await new Access(ctx, member).folder(folderId));
  const rows = await ctx.db
    .select({ pending: pendingVersions, name: files.name })
    .from(pendingVersions)
    .innerJoin(files, eq(files.id, pendingVersions.fileId))
    .where(inArray(files.folderId, folderIds))
    .orderBy(desc(pendingVersions.createdAt))
    .limit(1000);
  return rows.map((r) => presentPendingVersion(r.pending, { name: r.name }));
}

/** The root folder of a context the member may review, for the approval page's context parameters. */
export async function reviewRoot(
  ctx: AppContext,
  member: Viewer,
  contextType: FolderAccess['folder']['contextType'],
  contextId?: string,
) {
  const access = new Access(ctx, member);
  const id = contextType === 'network' ? null : (contextId ?? null);
  if (contextType !== 'network' && !id) throw notFound('folder');
  if ((await access.role(contextType, id)) === 'none') throw notFound('folder');
  return access.ofFolder(await ensureRootFolder(ctx.db, contextType, id));
}

/**
 * GET /api/storage/v2/files?query=reviewed: files with a review status. Review data comes from the
 * document editor integration, which is not built yet; until it writes reviewed_at the list is empty.
 */
export async function listReviewed(ctx: AppContext, root: FolderAccess, page: number, perPage: number) {
  const folderIds = await reviewedFolderIds(ctx, root);
  const where = and(
    inArray(files.folderId, folderIds),
    isNotNull(files.reviewedAt),
    eq(files.state, 'published'),
  );
  const [total] = await ctx.db.select({ n: count() }).from(files).where(where);
  const rows = await ctx.db
    .select()
    .from(files)
    .where(where)
    .orderBy(desc(files.updatedAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: total?.n ?? 0, rows };
}

export async function approvalCounts(
  ctx: AppContext,
  root: FolderAccess,
): Promise<z.infer<typeof approvalCountsSchema>> {
  const folderIds = await reviewedFolderIds(ctx, root);
  const [reviewed] = await ctx.db
    .select({ n: count() })
    .from(files)
    .where(and(inArray(files.folderId, folderIds), isNotNull(files.reviewedAt)));
  const [pending] = await ctx.db
    .select({ n: count() })
    .from(pendingVersions)
    .innerJoin(files, eq(files.id, pendingVersions.fileId))
    .where(inArray(files.folderId, folderIds));
  return { reviewed: reviewed?.n ?? 0, pending_versions: pending?.n ?? 0 };
}
