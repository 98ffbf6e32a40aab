import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { batchBody, fileUpdateBody, moveBody, newFilesBody } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/sessions/current-member.js';
import { getNetwork } from '../network/service.js';
import { Access } from './access.js';
import { destroyFiles } from './destroy.js';
import { subtreeFolderIds } from './folders.js';
import {
  canAddFiles,
  canDestroyFile,
  canDestroyFolder,
  canLockFile,
  canMoveFile,
  canUpdateFile,
  type FileAccess,
  isLocked,
} from './policy.js';
import { presentFile } from './present.js';
import { files, folders } from './tables.js';

/** The bus channel of file events (an activities module posts to the stream on `files.published`). */
export const FILES_CHANNEL = 'files';

const lockedError = (name: string) =>
  conflict('file_locked', `${name} is locked or finalized; it can only be viewed.`);

/** 409 for a locked or finalized file, 403 for anything else the policy refuses. */
function refuse(a: FileAccess, now: Date) {
  return isLocked(a.file, now) || a.file.finalizedAt ? lockedError(a.file.name) : forbidden();
}

async function frozenFilesIn(ctx: AppContext, folderIds: string[], now: Date) {
  if (folderIds.length === 0) return [];
  return ctx.db
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

/** DELETE /api/storage/{type} and DELETE /api/storage/{dir}/{id}: all or nothing, destroy needed on each. */
export async function batchDestroy(ctx: AppContext, member: CurrentMember, body: z.infer<typeof batchBody>) {
  const access = new Access(ctx.db, member);
  const now = new Date();
  const fileAccesses = [];
  for (const id of body.file_ids) {
    const a = await access.file(id);
    if (!canDestroyFile(member, a, now)) throw refuse(a, now);
    fileAccesses.push(a);
  }
  const folderIds: string[] = [];
  for (const id of body.folder_ids) {
    const a = await access.folder(id);
    if (!canDestroyFolder(member, a)) throw forbidden();
    folderIds.push(...(await subtreeFolderIds(ctx.db, id)));
  }
  const [frozen] = await frozenFilesIn(ctx, folderIds, now);
  if (frozen) throw lockedError(frozen.name);
  const innerFiles = folderIds.length
    ? await ctx.db.select({ id: files.id }).from(files).where(inArray(files.folderId, folderIds))
    : [];
  const allFileIds = [...new Set([...fileAccesses.map((a) => a.file.id), ...innerFiles.map((f) => f.id)])];
  await destroyFiles(ctx, allFileIds);
  if (folderIds.length) await ctx.db.delete(folders).where(inArray(folders.id, folderIds));
  for (const a of fileAccesses) {
    await ctx.audit.record({
      type: 'FileDestroy',
      actorId: member.id,
      details: { file_id: a.file.id, name: a.file.name },
    });
  }
  for (const id of body.folder_ids) {
    await ctx.audit.record({
      type: 'FileDestroy',
      actorId: member.id,
      details: { folder_id: id, files: innerFiles.length },
    });
  }
  return { file_ids: fileAccesses.map((a) => a.file.id), folder_ids: body.folder_ids };
}

/** POST /api/storage/{type}/move: activity-stream folders neither give nor take; no folder into itself. */
export async function batchMove(ctx: AppContext, member: CurrentMember, body: z.infer<typeof moveBody>) {
  const access = new Access(ctx.db, member);
  const now = new Date();
  const target = await access.folder(body.target_folder_id);
  if (!canAddFiles(target)) throw forbidden('You may not add files to the target folder.');
  const fileIds: string[] = [];
  for (const id of body.file_ids) {
    const a = await access.file(id);
    if (!canMoveFile(member, a, now)) throw refuse(a, now);
    fileIds.push(a.file.id);
  }
  for (const id of body.folder_ids) {
    const a = await access.folder(id);
    if (!canDestroyFolder(member, a)) throw forbidden();
    const subtree = await subtreeFolderIds(ctx.db, id);
    if (subtree.includes(target.folder.id)) {
      throw unprocessable(
        { target_folder_id: ['is inside a moved folder'] },
        'A folder cannot move into itself.',
      );
    }
    const [frozen] = await frozenFilesIn(ctx, subtree, now);
    if (frozen) throw lockedError(frozen.name);
  }
  const { contextType, contextId } = target.folder;
  await ctx.db.transaction(async (tx) => {
    if (fileIds.length)
      await tx.update(files).set({ folderId: target.folder.id }).where(inArray(files.id, fileIds));
    for (const id of body.folder_ids) {
      await tx.update(folders).set({ parentId: target.folder.id }).where(eq(folders.id, id));
      // A moved tree takes the target's context, so its access follows the new place.
      const subtree = await subtreeFolderIds(tx, id);
      await tx.update(folders).set({ contextType, contextId }).where(inArray(folders.id, subtree));
    }
  });
  await ctx.audit.record({
    type: 'FileMove',
    actorId: member.id,
    details: {
      file_ids: fileIds,
      folder_ids: body.folder_ids,
      target_folder_id: target.folder.id,
      source_folder_id: body.source_folder_id ?? null,
    },
  });
  return { file_ids: fileIds, folder_ids: body.folder_ids };
}

/** POST /api/storage/{dir}/publish: the member's own volatile uploads become published attachments. */
export async function publishUploads(ctx: AppContext, member: CurrentMember, ids: string[]) {
  const access = new Access(ctx.db, member);
  const published: string[] = [];
  for (const id of ids) {
    const a = await access.file(id);
    if (a.file.authorId !== member.id) throw notFound('file');
    if (a.file.state === 'volatile') published.push(a.file.id);
  }
  if (published.length === 0) return { ids: [] };
  await ctx.db.update(files).set({ state: 'published' }).where(inArray(files.id, published));
  for (const id of published)
    await ctx.audit.record({ type: 'FilePublish', actorId: member.id, details: { file_id: id } });
  return { ids: published };
}

/** The new-files form (part 2): volatile uploads go into one folder with description and profile. */
export async function submitNewFiles(
  ctx: AppContext,
  member: CurrentMember,
  body: z.infer<typeof newFilesBody>,
) {
  if (body.folder_ids.length !== 1) {
    throw unprocessable({ folder_ids: ['choose exactly one folder'] }, 'Files go into exactly one folder.');
  }
  const access = new Access(ctx.db, member);
  const folder = await access.folder(body.folder_ids[0] as string);
  if (!canAddFiles(folder)) throw forbidden('You may not add files to this folder.');
  const ids: string[] = [];
  for (const { id } of body.files) {
    const a = await access.file(id);
    if (a.file.authorId !== member.id || a.file.state !== 'volatile') {
      throw unprocessable({ files: [`${a.file.name} is not a new upload`] });
    }
    ids.push(id);
  }
  const rows = await ctx.db
    .update(files)
    .set({
      state: 'published',
      folderId: folder.folder.id,
      description: body.description,
      fileProfile: body.file_profile ?? null,
    })
    .where(inArray(files.id, ids))
    .returning();
  for (const row of rows) {
    await ctx.audit.record({
      type: 'FilePublish',
      actorId: member.id,
      details: { file_id: row.id, folder_id: folder.folder.id },
    });
  }
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

export async function updateFile(
  ctx: AppContext,
  member: CurrentMember,
  id: string,
  body: z.infer<typeof fileUpdateBody>,
) {
  const access = new Access(ctx.db, member);
  const a = await access.file(id);
  const now = new Date();
  if (!canUpdateFile(member, a, now)) throw refuse(a, now);
  const [row] = await ctx.db
    .update(files)
    .set({
      name: body.name,
      description: body.description,
      fileProfile: body.file_profile,
      finalizedAt: body.finalized ? now : undefined,
    })
    .where(eq(files.id, id))
    .returning();
  if (!row) throw notFound('file');
  return row;
}

/** PUT /api/storage/files/{id}/lock: until the given date, or the network's default lock period. */
export async function lockFile(
  ctx: AppContext,
  member: CurrentMember,
  id: string,
  until: string | undefined,
) {
  const access = new Access(ctx.db, member);
  const a = await access.file(id);
  const now = new Date();
  if (!canLockFile(member, a, now)) throw refuse(a, now);
  const days = (await getNetwork(ctx.db)).config.files.default_lock_period_days;
  const lockedUntil = until ? new Date(until) : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  if (lockedUntil <= now) throw unprocessable({ locked_until: ['must be in the future'] });
  const [row] = await ctx.db
    .update(files)
    .set({ lockedById: member.id, lockedUntil })
    .where(eq(files.id, id))
    .returning();
  if (!row) throw notFound('file');
  return row;
}

/** DELETE /api/storage/files/{id}/lock: the holder, or a folder manager, releases it. */
export async function unlockFile(ctx: AppContext, member: CurrentMember, id: string) {
  const access = new Access(ctx.db, member);
  const a = await access.file(id);
  const holder = a.file.lockedById === member.id;
  if (!holder && a.folder?.role !== 'manager') throw forbidden();
  const [row] = await ctx.db
    .update(files)
    .set({ lockedById: null, lockedUntil: null })
    .where(eq(files.id, id))
    .returning();
  if (!row) throw notFound('file');
  return row;
}

export async function trackView(ctx: AppContext, member: CurrentMember, id: string) {
  const a = await new Access(ctx.db, member).file(id);
  // A view is not a change: updated_at keeps showing the last edit.
  await ctx.db
    .update(files)
    .set({ viewCount: sql`${files.viewCount} + 1`, updatedAt: sql`${files.updatedAt}` })
    .where(eq(files.id, a.file.id));
}
