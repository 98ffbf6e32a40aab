/** Response types of contract/files.ts, imported as types only so no schema code reaches the bundle. */
import type { z } from 'zod';
import type {
  approvalCounts,
  fileDetail,
  fileEntry,
  folderExport,
  folderListing,
  folderSummary,
  newFilesResponse,
  newVersionResponse,
  pendingVersion,
  reviewedFile,
} from '../../../../contract/files';

export type FileEntry = z.infer<typeof fileEntry>;
export type FileDetail = z.infer<typeof fileDetail>;
export type FolderSummary = z.infer<typeof folderSummary>;
export type FolderListing = z.infer<typeof folderListing>;
export type FolderExport = z.infer<typeof folderExport>;
export type PendingVersion = z.infer<typeof pendingVersion>;
export type ReviewedFile = z.infer<typeof reviewedFile>;
export type ApprovalCounts = z.infer<typeof approvalCounts>;
export type NewFilesResponse = z.infer<typeof newFilesResponse>;
export type NewVersionResponse = z.infer<typeof newVersionResponse>;

/** Where a files page lives: the network or a group (by id), and the URL prefix of its pages. */
export type FilesContext = {
  contextType: 'network' | 'group';
  contextId: string | null;
  /** '' in the network, '/groups/{slug}' in a group. */
  prefix: string;
};
