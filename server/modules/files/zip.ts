import { ZipArchive } from 'archiver';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { fileTokenBody } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import { Access } from './access.js';
import { attachmentIdsOf } from './attachments.js';
import { sanitizeFilename } from './filenames.js';
import { canDownloadFile } from './policy.js';
import { files, folders } from './tables.js';
import { issueToken, redeemToken } from './tokens.js';

/** An archive holds at most this many files; larger selections are refused rather than cut silently. */
const MAX_ENTRIES = 10_000;

export type ZipEntry = { name: string; blobKey: string; size: number };

/** Names inside the zip are unique; a second "a.txt" in one folder becomes "a (2).txt". */
function uniqueName(taken: Set<string>, path: string): string {
  let candidate = path;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const dot = path.lastIndexOf('.');
    candidate =
      dot > path.lastIndexOf('/') + 1 ? `${path.slice(0, dot)} (${n})${path.slice(dot)}` : `${path} (${n})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

function groupBy<T>(rows: T[], key: (row: T) => string | null): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The files the viewer may download among the chosen files and folders (folders with everything
 * below them), each with its path inside the zip. Invisible items answer 404 like everywhere else.
 * Access is checked for all items at once; the folders are walked a level at a time (two statements
 * per level, whatever the number of folders).
 */
export async function collectEntries(
  ctx: AppContext,
  viewer: Viewer,
  fileIds: string[],
  folderIds: string[],
) {
  const chosen = await new Access(ctx, viewer).chosen(fileIds, folderIds);
  const entries: ZipEntry[] = [];
  const taken = new Set<string>();
  const add = (prefix: string, f: { originalFilename: string; blobKey: string; size: number }) => {
    if (entries.length >= MAX_ENTRIES) throw unprocessable({ base: ['errors.files.archive_too_large'] });
    entries.push({
      name: uniqueName(taken, `${prefix}${sanitizeFilename(f.originalFilename)}`),
      blobKey: f.blobKey,
      size: f.size,
    });
  };
  for (const a of chosen.files) {
    if (!canDownloadFile(viewer, a)) throw notFound('file');
    add('', a.file);
  }
  // Every folder below a root shares the root's context, so the root's check covers them.
  let level = chosen.folders.map((root) => ({
    id: root.folder.id,
    path: `${uniqueName(taken, sanitizeFilename(root.folder.name, 'folder'))}/`,
  }));
  for (let depth = 0; level.length > 0 && depth < 64; depth++) {
    const ids = level.map((folder) => folder.id);
    const [fileRows, childRows] = await Promise.all([
      ctx.db
        .select()
        .from(files)
        .where(and(inArray(files.folderId, ids), eq(files.state, 'published'))),
      ctx.db.select().from(folders).where(inArray(folders.parentId, ids)),
    ]);
    const filesIn = groupBy(fileRows, (row) => row.folderId);
    const childrenOf = groupBy(childRows, (row) => row.parentId);
    const next: typeof level = [];
    for (const folder of level) {
      for (const row of filesIn.get(folder.id) ?? []) add(folder.path, row);
      for (const child of childrenOf.get(folder.id) ?? []) {
        next.push({
          id: child.id,
          path: uniqueName(taken, `${folder.path}${sanitizeFilename(child.name, 'folder')}/`),
        });
      }
    }
    level = next;
  }
  return entries;
}

/** A zip stream of the entries; blobs are opened one after another as archiver reaches them. */
export function zipStream(
  store: BlobStore,
  entries: ZipEntry[],
  onEntry?: (done: number) => void,
): ZipArchive {
  // Most office files and images are compressed already; level 1 keeps the CPU for other requests.
  const archive = new ZipArchive({ zlib: { level: 1 } });
  let done = 0;
  archive.on('entry', () => onEntry?.(++done));
  for (const entry of entries) archive.append(store.read(entry.blobKey), { name: entry.name });
  void archive.finalize();
  return archive;
}

/** POST /api/v1/file_token: checks the selection now, so the archive request cannot widen it. */
export async function archiveToken(ctx: AppContext, viewer: Viewer, body: z.infer<typeof fileTokenBody>) {
  let { file_ids: fileIds, folder_ids: folderIds } = body;
  if (body.chat_message_id !== undefined) {
    // All files and images of a chat message; the chat module's attachment check (registered for
    // 'chat_message') lets only members of the chat read them, so anyone else gets a 404 below.
    if (!isId(body.chat_message_id)) throw notFound('chat message');
    fileIds = await attachmentIdsOf(ctx.db, { type: 'chat_message', id: body.chat_message_id });
    folderIds = [];
    if (fileIds.length === 0) throw notFound('chat message');
  }
  if (fileIds.length === 0 && folderIds.length === 0) {
    if (!body.current_folder_id) throw unprocessable({ file_ids: ['errors.files.nothing_chosen'] });
    folderIds = [body.current_folder_id];
  }
  await new Access(ctx, viewer).chosen(fileIds, folderIds);
  return issueToken(ctx.db, viewer, 'archive', {
    fileIds: [...new Set(fileIds)],
    folderIds: [...new Set(folderIds)],
  });
}

/** POST /api/storage/v2/archive: redeems the token and answers the entries for the zip stream. */
export async function archiveEntries(ctx: AppContext, token: string) {
  const row = await redeemToken(ctx.db, token, 'archive');
  // Rights are checked again: a member removed from a group since the token was issued gets nothing.
  return collectEntries(ctx, row.viewer, row.fileIds, row.folderIds);
}
