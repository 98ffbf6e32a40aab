import type { FileEntry, FolderSummary, PendingVersion } from '../../../contract/files.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type FileAccess, type FolderAccess, fileCan, folderCan } from './policy.js';
import type { pendingVersions } from './tables.js';

export const downloadPath = (file: { id: string; originalFilename: string }, major?: number) =>
  `/api/storage/files/${file.id}/get/${encodeURIComponent(file.originalFilename)}${major ? `?major=${major}` : ''}`;

export const author = (id: string | null, name: string) => ({ id, displayName: name, deleted: id === null });

export function namespaceOf(folder: FolderAccess['folder']): string {
  return folder.contextType === 'network' ? 'network' : `${folder.contextType}:${folder.contextId}`;
}

export function presentFile(viewer: Viewer, a: FileAccess, now = new Date()): FileEntry {
  const f = a.file;
  return {
    id: f.id,
    type: f.type,
    name: f.name,
    original_filename: f.originalFilename,
    description: f.description,
    size: f.size,
    extension: f.extension,
    content_type: f.contentType,
    url: downloadPath(f),
    author: author(f.authorId, f.authorName),
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
    version: { major: f.major },
    state: f.state,
    folder_ids: f.folderId ? [f.folderId] : [],
    file_profile: f.fileProfile,
    external_id: f.externalId,
    view_count: f.viewCount,
    finalizedAt: f.finalizedAt?.toISOString() ?? null,
    lockedUntil: f.lockedUntil && f.lockedUntil > now ? f.lockedUntil.toISOString() : null,
    lockedById: f.lockedUntil && f.lockedUntil > now ? f.lockedById : null,
    can: fileCan(viewer, a, now),
  };
}

export function presentFolderSummary(
  viewer: Viewer,
  a: FolderAccess,
  counts: { files: number; subfolders: number },
): FolderSummary {
  const f = a.folder;
  return {
    id: f.id,
    parent_folder_id: f.parentId,
    name: f.name,
    description: f.description,
    folder_profile: f.folderProfile,
    namespace: namespaceOf(f),
    context_type: f.contextType,
    context_id: f.contextId,
    i18n_type: f.activityStream ? 'activity_stream' : null,
    requires_approval: f.requiresApproval,
    total_files_count: counts.files,
    total_subfolders_count: counts.subfolders,
    updated_at: f.updatedAt.toISOString(),
    can: folderCan(viewer, a),
  };
}

export function presentPendingVersion(
  row: typeof pendingVersions.$inferSelect,
  file: { name: string },
): PendingVersion {
  return {
    id: row.id,
    file_id: row.fileId,
    file_name: file.name,
    extension: row.extension,
    original_filename: row.originalFilename,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    author_name: row.authorName,
    description: row.description,
  };
}
