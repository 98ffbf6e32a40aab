import type { FileCan, FolderCan } from '../../../contract/files.js';
import type { Viewer } from '../network/policy.js';
import type { files, folders } from './tables.js';

/**
 * Who may do what with folders and files. The service enforces with these functions and present.ts
 * sends their results as `can` flags, so the browser never offers what the server would refuse.
 *
 * A folder's context decides the viewer's role (see access.ts, which asks the groups module):
 * - network folders: every member reads, network administrators manage;
 * - group folders: group and network administrators manage, group members contribute, visitors who
 *   may see the group's content read (open groups), everyone else sees nothing; archived groups are
 *   read-only except for network administrators;
 * - personal folders: only their member, who manages them.
 * Contributors add files and subfolders and manage what they created; managers manage everything.
 * Activity-stream folders take files only through stream posts: nobody adds, moves or renames there.
 * Locked (until a future date) or finalized files keep only view and download.
 */
export type ContextRole = 'manager' | 'contributor' | 'reader' | 'none';

export type FolderRow = typeof folders.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type FolderAccess = { folder: FolderRow; role: ContextRole };

const writes = (role: ContextRole) => role === 'manager' || role === 'contributor';

export const canReadFolder = (a: FolderAccess) => a.role !== 'none';

export function canAddFiles(a: FolderAccess): boolean {
  return writes(a.role) && !a.folder.activityStream;
}

export const canCreateSubfolders = canAddFiles;

/** Renaming and approval; the root of a context is not renamed (it carries the context's name). */
export function canUpdateFolder(viewer: Viewer, a: FolderAccess): boolean {
  if (a.folder.activityStream || a.folder.parentId === null) return false;
  return a.role === 'manager' || (a.role === 'contributor' && a.folder.creatorId === viewer.id);
}

export const canDestroyFolder = canUpdateFolder;

/** Approving or declining pending versions of the folder's files. */
export function canReviewFolder(a: FolderAccess): boolean {
  return a.role === 'manager';
}

export function folderCan(viewer: Viewer, a: FolderAccess): FolderCan {
  return {
    add_files: canAddFiles(a),
    create_subfolders: canCreateSubfolders(a),
    update: canUpdateFolder(viewer, a),
    destroy: canDestroyFolder(viewer, a),
  };
}

export function isLocked(file: Pick<FileRow, 'lockedUntil'>, now = new Date()): boolean {
  return file.lockedUntil !== null && file.lockedUntil > now;
}

const frozen = (file: FileRow, now: Date) => isLocked(file, now) || file.finalizedAt !== null;

/**
 * A file without folder is an upload or another module's attachment: only its author handles it here;
 * others may read an attachment when its owning module grants it (attachments.ts).
 */
export type FileAccess = { file: FileRow; folder: FolderAccess | null; ownerGrants?: boolean };

export function canSeeFile(viewer: Viewer, a: FileAccess): boolean {
  if (a.file.state === 'quarantine') return false;
  if (a.file.state === 'volatile' || !a.folder)
    return a.file.authorId === viewer.id || a.ownerGrants === true;
  return canReadFolder(a.folder);
}

export const canDownloadFile = canSeeFile;

export function canUpdateFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  if (!canSeeFile(viewer, a) || a.file.finalizedAt !== null) return false;
  // The member holding the lock keeps working on the file; everyone else waits.
  if (isLocked(a.file, now) && a.file.lockedById !== viewer.id) return false;
  if (!a.folder) return a.file.authorId === viewer.id;
  return canAddFiles(a.folder);
}

/** Locking is offered on published folder files nobody else holds. */
export function canLockFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  if (!a.folder || a.file.state !== 'published' || a.file.finalizedAt !== null) return false;
  if (isLocked(a.file, now) && a.file.lockedById !== viewer.id) return false;
  return canAddFiles(a.folder);
}

export function canDestroyFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  if (!canSeeFile(viewer, a) || frozen(a.file, now)) return false;
  if (!a.folder) return a.file.authorId === viewer.id;
  if (a.folder.folder.activityStream) return a.folder.role === 'manager';
  return a.folder.role === 'manager' || (a.folder.role === 'contributor' && a.file.authorId === viewer.id);
}

export function canMoveFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  return a.folder !== null && !a.folder.folder.activityStream && canDestroyFile(viewer, a, now);
}

export function fileCan(viewer: Viewer, a: FileAccess, now = new Date()): FileCan {
  return {
    lock: canLockFile(viewer, a, now),
    update: canUpdateFile(viewer, a, now),
    destroy: canDestroyFile(viewer, a, now),
    download: canDownloadFile(viewer, a),
    move: canMoveFile(viewer, a, now),
  };
}
