import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { extensionPoint } from '../../platform/modules/extensions.js';
import type { FileRow } from './policy.js';
import { files } from './tables.js';

/**
 * Files attached to another module's records (a message, a chat post, an appointment).
 * Such a file has no folder; `owner_type` and `owner_id` name the record. Its author always sees it;
 * anyone else is asked about at the owning module, which registers one check per owner type in its
 * module.ts. The check takes many files at once and answers the ids the viewer may read:
 *
 *   ctx.extensions.add(attachmentOwners, 'message', (db, viewer, files) => readableMessageFiles(...))
 *
 * Access (access.ts) consults the check, so the storage API's download and detail routes and the
 * owner's own download route agree on who may read an attachment. Unknown owner types grant nothing.
 */
export type AttachmentAccessCheck = (
  db: Db | Tx,
  viewer: Viewer,
  files: readonly { id: string; ownerId: string }[],
) => Promise<Set<string>>;

/** Who may read the attachments of an owner type, by owner type. */
export const attachmentOwners = extensionPoint<AttachmentAccessCheck>('files.attachment-owners');

/**
 * Ids of the published attachments among these files that their owning modules let the viewer read;
 * one check per owner type, whatever the number of files.
 */
export async function attachmentsGrantedBy(
  ctx: AppContext,
  viewer: Viewer,
  rows: readonly FileRow[],
): Promise<Set<string>> {
  const byOwnerType = new Map<string, { id: string; ownerId: string }[]>();
  for (const file of rows) {
    if (file.state !== 'published' || file.folderId || !file.ownerType || !file.ownerId) continue;
    const list = byOwnerType.get(file.ownerType) ?? [];
    list.push({ id: file.id, ownerId: file.ownerId });
    byOwnerType.set(file.ownerType, list);
  }
  const granted = new Set<string>();
  for (const [ownerType, owned] of byOwnerType) {
    const check = ctx.extensions.get(attachmentOwners, ownerType);
    if (!check) continue;
    for (const id of await check(ctx.db, viewer, owned)) granted.add(id);
  }
  return granted;
}

export type AttachedFile = {
  id: string;
  extension: string;
  originalFilename: string;
  contentType: string;
  size: number;
  /** Blob of the current version, for owners that mail the file (appointment contact mails). */
  blobKey: string;
  ownerType: string | null;
  ownerId: string | null;
};

const attachedColumns = {
  id: files.id,
  extension: files.extension,
  originalFilename: files.originalFilename,
  contentType: files.contentType,
  size: files.size,
  blobKey: files.blobKey,
  ownerType: files.ownerType,
  ownerId: files.ownerId,
};

/**
 * Publishes the viewer's own volatile uploads as attachments of the owner, in the caller's
 * transaction. Anything else (someone else's upload, a filed or quarantined file, an unknown id) is
 * refused as a whole with a 422 on `field`, naming no file the viewer could not see.
 */
export async function attachUploads(
  db: Db | Tx,
  viewer: Viewer,
  owner: { type: string; id: string },
  fileIds: string[],
  field = 'attachments',
): Promise<AttachedFile[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .update(files)
    .set({ state: 'published', ownerType: owner.type, ownerId: owner.id })
    .where(
      and(
        inArray(files.id, ids),
        eq(files.authorId, viewer.id),
        eq(files.state, 'volatile'),
        isNull(files.folderId),
      ),
    )
    .returning(attachedColumns);
  if (rows.length !== ids.length) {
    throw unprocessable({ [field]: ['errors.attachments.not_own_upload'] });
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is AttachedFile => row !== undefined);
}

/** Facts of published attachments by id (for the owner's presentation); missing ones are left out. */
export async function attachedFiles(db: Db, fileIds: string[]): Promise<AttachedFile[]> {
  if (fileIds.length === 0) return [];
  return db
    .select(attachedColumns)
    .from(files)
    .where(
      and(inArray(files.id, [...new Set(fileIds)]), eq(files.state, 'published'), isNull(files.folderId)),
    );
}

export type AttachmentDetail = AttachedFile & {
  type: 'file' | 'image';
  contentType: string;
  authorName: string;
  createdAt: Date;
};

/** Everything a chat shows of its published attachments, by id; missing ones are left out. */
export async function attachmentDetails(db: Db | Tx, fileIds: string[]): Promise<AttachmentDetail[]> {
  if (fileIds.length === 0) return [];
  return db
    .select({
      ...attachedColumns,
      type: files.type,
      contentType: files.contentType,
      authorName: files.authorName,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(
      and(inArray(files.id, [...new Set(fileIds)]), eq(files.state, 'published'), isNull(files.folderId)),
    );
}

/** Ids of the published attachments of one owner record (e.g. all files of a chat message). */
export async function attachmentIdsOf(db: Db | Tx, owner: { type: string; id: string }): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.ownerType, owner.type), eq(files.ownerId, owner.id), eq(files.state, 'published')));
  return rows.map((row) => row.id);
}
