import type { FileEntry, FolderListing } from '../api/files-types';
import { isLockedByOther } from './lock';

export type Selection = { fileIds: string[]; folderIds: string[] };

export const emptySelection: Selection = { fileIds: [], folderIds: [] };

/** A locked or finalized file keeps only view (part 3 section 4). */
export const isFrozen = (file: FileEntry, memberId: string | undefined) =>
  Boolean(file.finalizedAt) || isLockedByOther(file, memberId);

/**
 * What the batch bar may offer for a selection: delete needs destroy on every item, move needs move on
 * every file and destroy on every folder, and is hidden in activity-stream folders (part 3 section 6).
 */
export const batchAbilities = (folder: FolderListing, selection: Selection, memberId: string | undefined) => {
  const files = folder.files.filter((file) => selection.fileIds.includes(file.id));
  const folders = folder.subfolders.filter((sub) => selection.folderIds.includes(sub.id));
  const any = files.length + folders.length > 0;
  const frozen = files.some((file) => isFrozen(file, memberId));
  return {
    count: files.length + folders.length,
    showMove: folder.i18n_type !== 'activity_stream',
    canMove:
      any && !frozen && files.every((file) => file.can.move) && folders.every((sub) => sub.can.destroy),
    canDelete:
      any && !frozen && files.every((file) => file.can.destroy) && folders.every((sub) => sub.can.destroy),
    frozen,
  };
};
