import { Readable } from 'node:stream';
import type { Config } from '../../../config.js';
import { contentTypeFor, extensionOf } from '../../../modules/files/filenames.js';
import type { FileRow, FolderRow } from '../../../modules/files/policy.js';
import { files, fileVersions, folders, pendingVersions } from '../../../modules/files/tables.js';
import { newId } from '../../../platform/ids.js';
import { blobKeyFor } from '../../../platform/storage/blob-store.js';
import { blobStore } from '../../../platform/storage/storage.js';
import type { Db, Tx } from '../../client.js';

/**
 * Folders and files as the product stores them, shared by the demo seed and the test factories: the
 * blob in the store, the file row with its current version's facts, version 1; content type and
 * extension come from the name, as for an upload.
 */
export type FileStorage = { db: Db | Tx; config: Config };
export type FileAuthor = { id: string; name: string };

/** Writes the content to a new blob and answers its key. */
async function writeBlob(storage: Pick<FileStorage, 'config'>, content: Buffer): Promise<string> {
  const key = blobKeyFor('files', newId());
  await blobStore(storage).write(key, Readable.from([content]));
  return key;
}

export type VersionSpec = { name: string; content: Buffer; author: FileAuthor };

/**
 * Stores one version's content as a new blob and answers the facts its rows keep (files, file
 * versions and pending versions share them).
 */
export async function storeVersion(storage: Pick<FileStorage, 'config'>, spec: VersionSpec) {
  const extension = extensionOf(spec.name);
  return {
    blobKey: await writeBlob(storage, spec.content),
    size: spec.content.length,
    contentType: contentTypeFor(extension),
    extension,
    originalFilename: spec.name,
    authorId: spec.author.id,
    authorName: spec.author.name,
  };
}

export type FileSpec = VersionSpec & {
  type?: 'file' | 'image';
  /** published (default) in a folder or attached to an owner; volatile is an upload not yet used. */
  state?: 'published' | 'volatile';
  folderId?: string | null;
  /** Another module's record the file is attached to (`message`, `chat_message`, `appointment`). */
  owner?: { type: string; id: string } | null;
  /** Further columns: description, lock, finalisation, times. */
  values?: Partial<typeof files.$inferInsert>;
};

export async function buildFile(storage: FileStorage, spec: FileSpec): Promise<FileRow> {
  const facts = await storeVersion(storage, spec);
  const [row] = await storage.db
    .insert(files)
    .values({
      type: spec.type ?? 'file',
      state: spec.state ?? 'published',
      name: spec.name,
      folderId: spec.folderId ?? null,
      ownerType: spec.owner?.type ?? null,
      ownerId: spec.owner?.id ?? null,
      ...facts,
      ...spec.values,
    })
    .returning();
  if (!row) throw new Error('file not stored');
  await storage.db.insert(fileVersions).values({ fileId: row.id, major: 1, ...facts });
  return row;
}

/** A new version of a file waiting for approval (in a folder that requires it). */
export async function buildPendingVersion(
  storage: FileStorage,
  fileId: string,
  spec: VersionSpec & { description?: string },
) {
  const facts = await storeVersion(storage, spec);
  const [row] = await storage.db
    .insert(pendingVersions)
    .values({ fileId, description: spec.description ?? '', ...facts })
    .returning();
  if (!row) throw new Error('pending version not stored');
  return row;
}

/** A folder below `parent`, in the parent's context. */
export async function buildFolder(
  db: Db | Tx,
  parent: Pick<FolderRow, 'id' | 'contextType' | 'contextId'>,
  values: { name: string } & Partial<typeof folders.$inferInsert>,
): Promise<FolderRow> {
  const [row] = await db
    .insert(folders)
    .values({ contextType: parent.contextType, contextId: parent.contextId, parentId: parent.id, ...values })
    .returning();
  if (!row) throw new Error('folder not stored');
  return row;
}
