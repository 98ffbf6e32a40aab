import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { SearchIndexer } from '../../platform/modules/extensions.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { groupContentKeysByIds } from '../groups/service.js';
import type { FolderRow } from './policy.js';
import { files, folders } from './tables.js';

type FolderContext = Pick<FolderRow, 'contextType' | 'contextId'>;

/**
 * Who reads a folder's files, as keys (policy.ts, access.ts): network folders every member, personal
 * folders their member, group folders whoever sees the group's content (`groupContentKeys`).
 * Network administrators manage network folders and groups; a personal folder stays its member's.
 */
export async function folderReaderKeys(db: Db | Tx, contexts: readonly FolderContext[]) {
  const groupKeys = await groupContentKeysByIds(
    db,
    contexts.flatMap((c) => (c.contextType === 'group' && c.contextId ? [c.contextId] : [])),
  );
  return (context: FolderContext): string[] => {
    if (context.contextType === 'network') return [visibleTo.everyone];
    if (context.contextType === 'member' && context.contextId) return [visibleTo.member(context.contextId)];
    return (context.contextId && groupKeys.get(context.contextId)) || [];
  };
}

const groupOf = (context: FolderContext) => (context.contextType === 'group' ? context.contextId : null);

const pageOfIds = async (
  db: Db | Tx,
  table: typeof files | typeof folders,
  after: string | null,
  limit: number,
) => {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(after ? gt(table.id, after) : undefined)
    .orderBy(asc(table.id))
    .limit(limit);
  return rows.map((row) => row.id);
};

/**
 * Files filed in folders: name, description, and the text of their contents (extracted by the
 * search module's job from the blob `contents` names). Uploads and other modules' attachments
 * (no folder) and quarantined files are not indexed.
 */
export function fileSearchIndexer(): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ file: files, folder: folders })
        .from(files)
        .innerJoin(folders, eq(folders.id, files.folderId))
        .where(and(inArray(files.id, [...ids]), eq(files.state, 'published')));
      const keysOf = await folderReaderKeys(
        db,
        rows.map((row) => row.folder),
      );
      return rows.map(({ file, folder }) => ({
        subjectId: file.id,
        title: file.name,
        body: [file.description, file.originalFilename].join(' '),
        visibility: keysOf(folder),
        groupId: groupOf(folder),
        authorName: file.authorName,
        kind: file.extension,
        date: file.updatedAt,
        payload: {
          url: `/files/${file.id}`,
          name: file.name,
          original_filename: file.originalFilename,
          extension: file.extension,
          content_type: file.contentType,
          size: file.size,
          author: { displayName: file.authorName },
          folder: { id: folder.id, name: folder.name },
          updated_at: file.updatedAt.toISOString(),
        },
      }));
    },
    subjectIds: (db, after, limit) => pageOfIds(db, files, after, limit),
    async contents(db, id) {
      const [file] = await db
        .select({
          blobKey: files.blobKey,
          extension: files.extension,
          contentType: files.contentType,
          size: files.size,
        })
        .from(files)
        .where(and(eq(files.id, id), eq(files.state, 'published'), isNotNull(files.folderId)));
      return file ?? null;
    },
  };
}

/** Folders: name and description; the root of a context carries the context's name. */
export function folderSearchIndexer(): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(folders)
        .where(inArray(folders.id, [...ids]));
      const keysOf = await folderReaderKeys(db, rows);
      return rows.map((folder) => ({
        subjectId: folder.id,
        title: folder.name,
        body: folder.description,
        visibility: keysOf(folder),
        groupId: groupOf(folder),
        date: folder.updatedAt,
        payload: {
          url: `/files/folders/${folder.id}`,
          name: folder.name,
          i18n_type: folder.parentId === null ? 'root' : 'folder',
          updated_at: folder.updatedAt.toISOString(),
        },
      }));
    },
    subjectIds: (db, after, limit) => pageOfIds(db, folders, after, limit),
  };
}
