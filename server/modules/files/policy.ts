import type { FileCan, FolderCan } from '../../../contract/files.js';
import type { Viewer } from '../../platform/identity/viewer.js';
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
 * Contributors add files and subfolders and manage what they created (rename, new versions, lock,
 * finalize and unfinalize, delete); managers do all of that with everyone's files, and they can always
 * undo a finalize and break a lock (the group's and the network's administrators are managers).
 * Activity-stream folders take files only through stream posts: nobody adds, moves or renames there.
 * Locked (until a future date) or finalized files keep only view and download, except for the lock's
 * holder. A lock lasts at most the network's lock period (`lockPeriodAllows`).
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

/** Managers manage every file of the folder, contributors the files they created. */
function managesFile(viewer: Viewer, a: FileAccess): boolean {
  if (!a.folder) return a.file.authorId === viewer.id;
  const { role } = a.folder;
  return role === 'manager' || (role === 'contributor' && a.file.authorId === viewer.id);
}

const lockedByOther = (viewer: Viewer, file: FileRow, now: Date) =>
  isLocked(file, now) && file.lockedById !== viewer.id;

/** Renaming, describing and new versions (content). */
export function canUpdateFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  if (!canSeeFile(viewer, a) || a.file.finalizedAt !== null) return false;
  // The member holding the lock keeps working on the file; everyone else waits.
  if (lockedByOther(viewer, a.file, now)) return false;
  if (a.folder && !canAddFiles(a.folder)) return false;
  return managesFile(viewer, a);
}

/** Locking is offered on published folder files the viewer may update and nobody else holds. */
export function canLockFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  return a.folder !== null && a.file.state === 'published' && canUpdateFile(viewer, a, now);
}

/** Releasing a lock: its holder, or a manager breaking someone else's lock. */
export function canUnlockFile(viewer: Viewer, a: FileAccess): boolean {
  if (!canSeeFile(viewer, a) || !a.folder) return false;
  return a.file.lockedById === viewer.id || a.folder.role === 'manager';
}

/** A lock may last until `until` when that is in the future and within the network's lock period. */
export function lockPeriodAllows(until: Date, maxDays: number, now = new Date()): boolean {
  return until > now && until.getTime() - now.getTime() <= maxDays * 24 * 60 * 60 * 1000;
}

/** Finalizing a published folder file: who may update it. */
export function canFinalizeFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  return canLockFile(viewer, a, now);
}

/** Undoing a finalize: managers always (also against a lock), the author in a folder they write to. */
export function canUnfinalizeFile(viewer: Viewer, a: FileAccess): boolean {
  if (!a.folder || a.file.finalizedAt === null || !canSeeFile(viewer, a)) return false;
  return a.folder.role === 'manager' || (canAddFiles(a.folder) && managesFile(viewer, a));
}

export function canDestroyFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  if (!canSeeFile(viewer, a) || frozen(a.file, now)) return false;
  if (!a.folder) return a.file.authorId === viewer.id;
  if (a.folder.folder.activityStream) return a.folder.role === 'manager';
  return managesFile(viewer, a);
}

export function canMoveFile(viewer: Viewer, a: FileAccess, now = new Date()): boolean {
  return a.folder !== null && !a.folder.folder.activityStream && canDestroyFile(viewer, a, now);
}

export function fileCan(viewer: Viewer, a: FileAccess, now = new Date()): FileCan {
  return {
    lock: canLockFile(viewer, a, now),
    unlock: isLocked(a.file, now) && canUnlockFile(viewer, a),
    update: canUpdateFile(viewer, a, now),
    finalize: canFinalizeFile(viewer, a, now),
    unfinalize: canUnfinalizeFile(viewer, a),
    destroy: canDestroyFile(viewer, a, now),
    download: canDownloadFile(viewer, a),
    move: canMoveFile(viewer, a, now),
  };
}
