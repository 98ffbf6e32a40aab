import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { batchBody, fileUpdateBody, moveBody, newFilesBody } from '../../../contract/files.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { activityPublisher, indexLater } from '../../platform/modules/extensions.js';
import { Access } from './access.js';
import { deleteBlobs, deleteFileRows } from './destroy.js';
import { subtreeFolderIds } from './folders.js';
import {
  canAddFiles,
  canDestroyFile,
  canDestroyFolder,
  canFinalizeFile,
  canLockFile,
  canMoveFile,
  canUnfinalizeFile,
  canUnlockFile,
  canUpdateFile,
  type FileAccess,
  type FolderRow,
  isLocked,
  lockPeriodAllows,
} from './policy.js';
import { presentFile } from './present.js';
import { folderReaderKeys } from './search-index.js';
import { files, folders } from './tables.js';

/** The bus channel of file events (an activities module posts to the stream on `files.published`). */
export const FILES_CHANNEL = 'files';

const lockedError = (name: string) =>
  conflict('file_locked', `${name} is locked or finalized; it can only be viewed.`);

/** 409 for a locked or finalized file, 403 for anything else the policy refuses. */
function refuse(a: FileAccess, now: Date) {
  return isLocked(a.file, now) || a.file.finalizedAt ? lockedError(a.file.name) : forbidden();
}

async function frozenFilesIn(db: Db | Tx, folderIds: string[], now: Date) {
  if (folderIds.length === 0) return [];
  return db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(
      and(
        inArray(files.folderId, folderIds),
        sql`(${files.finalizedAt} is not null or ${files.lockedUntil} > ${now.toISOString()})`,
      ),
    )
    .limit(1);
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * DELETE /api/storage/{type} and DELETE /api/storage/{dir}/{id}: all or nothing, destroy needed on
 * each. Rows and audit entries go in one transaction; blobs are removed after the commit.
 */
export async function batchDestroy(ctx: AppContext, member: CurrentMember, body: z.infer<typeof batchBody>) {
  const now = new Date();
  const chosen = await new Access(ctx, member).chosen(body.file_ids, body.folder_ids);
  const { files: fileAccesses, folders: folderAccesses } = chosen;
  for (const a of fileAccesses) if (!canDestroyFile(member, a, now)) throw refuse(a, now);
  for (const a of folderAccesses) if (!canDestroyFolder(member, a)) throw forbidden();
  const blobKeys = await ctx.db.transaction(async (tx) => {
    const folderIds = await subtreeFolderIds(
      tx,
      folderAccesses.map((a) => a.folder.id),
    );
    const [frozen] = await frozenFilesIn(tx, folderIds, now);
    if (frozen) throw lockedError(frozen.name);
    const innerFiles = folderIds.length
      ? await tx.select({ id: files.id }).from(files).where(inArray(files.folderId, folderIds))
      : [];
    const keys = await deleteFileRows(tx, [
      ...fileAccesses.map((a) => a.file.id),
      ...innerFiles.map((f) => f.id),
    ]);
    if (folderIds.length) await tx.delete(folders).where(inArray(folders.id, folderIds));
    await indexLater(ctx, tx, 'folders', folderIds);
    await indexLater(ctx, tx, 'files', [
      ...fileAccesses.map((a) => a.file.id),
      ...innerFiles.map((f) => f.id),
    ]);
    await ctx.audit.recordMany(
      [
        ...fileAccesses.map((a) => ({
          type: 'FileDestroy' as const,
          actorId: member.id,
          details: { file_id: a.file.id, name: a.file.name },
        })),
        ...folderAccesses.map((a) => ({
          type: 'FileDestroy' as const,
          actorId: member.id,
          details: { folder_id: a.folder.id, files: innerFiles.length },
        })),
      ],
      tx,
    );
    return keys;
  });
  await deleteBlobs(ctx, blobKeys);
  return { file_ids: fileAccesses.map((a) => a.file.id), folder_ids: body.folder_ids };
}

/** POST /api/storage/{type}/move: activity-stream folders neither give nor take; no folder into itself. */
export async function batchMove(ctx: AppContext, member: CurrentMember, body: z.infer<typeof moveBody>) {
  const access = new Access(ctx, member);
  const now = new Date();
  const target = await access.folder(body.target_folder_id);
  if (!canAddFiles(target)) throw forbidden('You may not add files to the target folder.');
  const { files: fileAccesses, folders: folderAccesses } = await access.chosen(
    body.file_ids,
    body.folder_ids,
  );
  for (const a of fileAccesses) if (!canMoveFile(member, a, now)) throw refuse(a, now);
  for (const a of folderAccesses) if (!canDestroyFolder(member, a)) throw forbidden();
  const fileIds = fileAccesses.map((a) => a.file.id);
  const movedFolderIds = folderAccesses.map((a) => a.folder.id);
  const { contextType, contextId } = target.folder;
  await ctx.db.transaction(async (tx) => {
    if (movedFolderIds.length) {
      const subtree = await subtreeFolderIds(tx, movedFolderIds);
      if (subtree.includes(target.folder.id)) {
        throw unprocessable(
          { target_folder_id: ['errors.files.move_into_itself'] },
          'A folder cannot move into itself.',
        );
      }
      const [frozen] = await frozenFilesIn(tx, subtree, now);
      if (frozen) throw lockedError(frozen.name);
      await tx.update(folders).set({ parentId: target.folder.id }).where(inArray(folders.id, movedFolderIds));
      // A moved tree takes the target's context, so its access follows the new place.
      await tx.update(folders).set({ contextType, contextId }).where(inArray(folders.id, subtree));
      // Who sees them follows the new place: their search documents too.
      await indexLater(ctx, tx, 'folders', subtree);
      const inner = await tx.select({ id: files.id }).from(files).where(inArray(files.folderId, subtree));
      await indexLater(
        ctx,
        tx,
        'files',
        inner.map((f) => f.id),
      );
    }
    if (fileIds.length)
      await tx.update(files).set({ folderId: target.folder.id }).where(inArray(files.id, fileIds));
    await indexLater(ctx, tx, 'files', fileIds);
    await ctx.audit.record(
      {
        type: 'FileMove',
        actorId: member.id,
        details: {
          file_ids: fileIds,
          folder_ids: body.folder_ids,
          target_folder_id: target.folder.id,
          source_folder_id: body.source_folder_id ?? null,
        },
      },
      tx,
    );
  });
  return { file_ids: fileIds, folder_ids: body.folder_ids };
}

/** POST /api/storage/{dir}/publish: the member's own volatile uploads become published attachments. */
export async function publishUploads(ctx: AppContext, member: CurrentMember, ids: string[]) {
  const found = await new Access(ctx, member).files(ids);
  const published: string[] = [];
  for (const id of unique(ids)) {
    const a = found.get(id);
    if (!a || a.file.authorId !== member.id) throw notFound('file');
    if (a.file.state === 'volatile') published.push(a.file.id);
  }
  if (published.length === 0) return { ids: [] };
  await ctx.db.transaction(async (tx) => {
    await tx.update(files).set({ state: 'published' }).where(inArray(files.id, published));
    await ctx.audit.recordMany(
      published.map((id) => ({ type: 'FilePublish' as const, actorId: member.id, details: { file_id: id } })),
      tx,
    );
  });
  return { ids: published };
}

/** The new-files form (part 2): volatile uploads go into one folder with description and profile. */
export async function submitNewFiles(
  ctx: AppContext,
  member: CurrentMember,
  body: z.infer<typeof newFilesBody>,
) {
  if (body.folder_ids.length !== 1) {
    throw unprocessable({ folder_ids: ['errors.files.one_folder'] }, 'Files go into exactly one folder.');
  }
  const access = new Access(ctx, member);
  const folder = await access.folder(body.folder_ids[0] as string);
  if (!canAddFiles(folder)) throw forbidden('You may not add files to this folder.');
  const ids = unique(body.files.map((f) => f.id));
  const found = await access.files(ids);
  for (const id of ids) {
    const a = found.get(id);
    if (!a) throw notFound('file');
    if (a.file.authorId !== member.id || a.file.state !== 'volatile') {
      throw unprocessable({ files: ['errors.files.not_new_upload'] });
    }
  }
  const rows = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(files)
      .set({
        state: 'published',
        folderId: folder.folder.id,
        description: body.description,
        fileProfile: body.file_profile ?? null,
      })
      .where(inArray(files.id, ids))
      .returning();
    await indexLater(ctx, tx, 'files', ids);
    if (body.post_to_stream) await postFilesToStream(ctx, tx, member, folder.folder, updated);
    await ctx.audit.recordMany(
      updated.map((row) => ({
        type: 'FilePublish' as const,
        actorId: member.id,
        details: { file_id: row.id, folder_id: folder.folder.id },
      })),
      tx,
    );
    return updated;
  });
  if (body.post_to_stream) await activityPublisher(ctx)?.published();
  await ctx.bus.publish(FILES_CHANNEL, {
    type: 'files.published',
    payload: {
      file_ids: ids,
      folder_id: folder.folder.id,
      author_id: member.id,
      post_to_stream: body.post_to_stream,
    },
  });
  const now = new Date();
  return {
    folder_id: folder.folder.id,
    files: rows.map((file) => presentFile(member, { file, folder }, now)),
  };
}

/**
 * `post_to_stream`: an activity per new file in the stream of the folder's group, or the network's
 * `all` stream for network folders, readable by whoever reads the folder. Personal folders are
 * private, so their files are never announced.
 */
async function postFilesToStream(
  ctx: AppContext,
  tx: Tx,
  member: CurrentMember,
  folder: FolderRow,
  rows: readonly (typeof files.$inferSelect)[],
) {
  const publisher = activityPublisher(ctx);
  if (!publisher || folder.contextType === 'member') return;
  const stream =
    folder.contextType === 'group' && folder.contextId ? { groupId: folder.contextId } : { slug: 'all' };
  const keysOf = await folderReaderKeys(tx, [folder]);
  for (const row of rows) {
    await publisher.publish(tx, {
      actorId: member.id,
      stream,
      object: { type: 'file', id: row.id, name: row.name, url: `/files/${row.id}` },
      visibility: keysOf(folder),
    });
  }
}

/**
 * PUT /api/v1/files/{id}: name, description, profile, and finalizing (`finalized: true`) or undoing
 * it (`false`). Undoing comes first, so an administrator can unfinalize and rename in one call.
 */
export async function updateFile(
  ctx: AppContext,
  member: CurrentMember,
  id: string,
  body: z.infer<typeof fileUpdateBody>,
) {
  const access = new Access(ctx, member);
  const a = await access.file(id);
  const now = new Date();
  const unfinalize = body.finalized === false && a.file.finalizedAt !== null;
  if (unfinalize && !canUnfinalizeFile(member, a)) throw forbidden();
  const reopened: FileAccess = unfinalize ? { ...a, file: { ...a.file, finalizedAt: null } } : a;
  const edits = body.name !== undefined || body.description !== undefined || body.file_profile !== undefined;
  if ((edits || !unfinalize) && !canUpdateFile(member, reopened, now)) throw refuse(reopened, now);
  if (body.finalized === true && !canFinalizeFile(member, reopened, now)) throw refuse(reopened, now);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(files)
      .set({
        name: body.name,
        description: body.description,
        fileProfile: body.file_profile,
        finalizedAt: body.finalized === true ? now : unfinalize ? null : undefined,
      })
      .where(eq(files.id, id))
      .returning();
    if (updated) await indexLater(ctx, tx, 'files', [updated.id]);
    return updated;
  });
  if (!row) throw notFound('file');
  return row;
}

/**
 * PUT /api/storage/files/{id}/lock: until the given date, or the network's default lock period; never
 * longer than the network's lock period, so a forgotten lock runs out.
 */
export async function lockFile(
  ctx: AppContext,
  member: CurrentMember,
  id: string,
  until: string | undefined,
) {
  const access = new Access(ctx, member);
  const a = await access.file(id);
  const now = new Date();
  if (!canLockFile(member, a, now)) throw refuse(a, now);
  const { default_lock_period_days, max_lock_period_days } = (await ctx.network.get()).config.files;
  const days = Math.min(default_lock_period_days, max_lock_period_days);
  const lockedUntil = until ? new Date(until) : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  if (lockedUntil <= now) throw unprocessable({ locked_until: ['errors.validation.not_in_future'] });
  if (!lockPeriodAllows(lockedUntil, max_lock_period_days, now)) {
    throw unprocessable({ locked_until: ['errors.files.lock_too_long'] });
  }
  const [row] = await ctx.db
    .update(files)
    .set({ lockedById: member.id, lockedUntil })
    .where(eq(files.id, id))
    .returning();
  if (!row) throw notFound('file');
  return row;
}

/** DELETE /api/storage/files/{id}/lock: the holder releases it, a folder manager breaks it. */
export async function unlockFile(ctx: AppContext, member: CurrentMember, id: string) {
  const access = new Access(ctx, member);
  const a = await access.file(id);
  if (!canUnlockFile(member, a)) throw forbidden();
  const [row] = await ctx.db
    .update(files)
    .set({ lockedById: null, lockedUntil: null })
    .where(eq(files.id, id))
    .returning();
  if (!row) throw notFound('file');
  return row;
}

export async function trackView(ctx: AppContext, member: CurrentMember, id: string) {
  const a = await new Access(ctx, member).file(id);
  // A view is not a change: updated_at keeps showing the last edit.
  await ctx.db
    .update(files)
    .set({ viewCount: sql`${files.viewCount} + 1`, updatedAt: sql`${files.updatedAt}` })
    .where(eq(files.id, a.file.id));
}
