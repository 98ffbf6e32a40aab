import { ZipArchive } from 'archiver';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { fileTokenBody } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import type { Viewer } from '../network/policy.js';
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

/**
 * The files the viewer may download among the chosen files and folders (folders with everything
 * below them), each with its path inside the zip. Invisible items answer 404 like everywhere else.
 */
export async function collectEntries(
  ctx: AppContext,
  viewer: Viewer,
  fileIds: string[],
  folderIds: string[],
) {
  const access = new Access(ctx.db, viewer);
  const entries: ZipEntry[] = [];
  const taken = new Set<string>();
  const add = (prefix: string, f: { originalFilename: string; blobKey: string; size: number }) => {
    if (entries.length >= MAX_ENTRIES)
      throw unprocessable({ base: [`at most ${MAX_ENTRIES} files per archive`] });
    entries.push({
      name: uniqueName(taken, `${prefix}${sanitizeFilename(f.originalFilename)}`),
      blobKey: f.blobKey,
      size: f.size,
    });
  };
  for (const id of fileIds) {
    const a = await access.file(id);
    if (!canDownloadFile(viewer, a)) throw notFound('file');
    add('', a.file);
  }
  for (const id of folderIds) {
    const root = await access.folder(id);
    // Breadth first; every folder below shares the root's context, so the root's check covers them.
    let level = [
      { id: root.folder.id, path: `${uniqueName(taken, sanitizeFilename(root.folder.name, 'folder'))}/` },
    ];
    for (let depth = 0; level.length > 0 && depth < 64; depth++) {
      const next: typeof level = [];
      for (const folder of level) {
        const rows = await ctx.db
          .select()
          .from(files)
          .where(and(eq(files.folderId, folder.id), eq(files.state, 'published')));
        for (const row of rows) add(folder.path, row);
        const children = await ctx.db.select().from(folders).where(eq(folders.parentId, folder.id));
        for (const child of children) {
          next.push({
            id: child.id,
            path: uniqueName(taken, `${folder.path}${sanitizeFilename(child.name, 'folder')}/`),
          });
        }
      }
      level = next;
    }
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
    if (!body.current_folder_id) throw unprocessable({ file_ids: ['choose at least one file or folder'] });
    folderIds = [body.current_folder_id];
  }
  const access = new Access(ctx.db, viewer);
  for (const id of fileIds) await access.file(id);
  for (const id of folderIds) await access.folder(id);
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
