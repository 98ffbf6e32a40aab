import { z } from 'zod';
import { isoDateTime, queryInteger } from './primitives.js';

/**
 * Files and storage (issue 4). Paths named by the spec are used as given; the ones it leaves open are
 * chosen under /api/v1/ and listed in `filesPaths` so the web app and the server share them.
 */
export const filesPaths = {
  /** POST multipart (file, name?, type?, external_id?) -> uploadResponse. `kind` is files or images. */
  upload: (kind: 'files' | 'images') => `/api/storage/${kind}`,
  /** GET ?limit=1000 -> folderListing | fileDetail. */
  folder: (id: string) => `/api/storage/folders/${id}`,
  file: (id: string) => `/api/storage/files/${id}`,
  /** DELETE with batchBody (needs destroy on every item). */
  batchDelete: (type: 'files' | 'folders') => `/api/storage/${type}`,
  /** POST with batchBody + target_folder_id. */
  batchMove: (type: 'files' | 'folders') => `/api/storage/${type}/move`,
  /** POST with publishBody keyed by dir: { files: [{id}] }. */
  publish: (dir: 'files' | 'images') => `/api/storage/${dir}/publish`,
  /** DELETE a single file, image or folder. */
  destroy: (dir: 'files' | 'images' | 'folders', id: string) => `/api/storage/${dir}/${id}`,
  trackView: (id: string) => `/api/storage/files/${id}/track_view`,
  /** GET; query download (attachment), major (version), token (for clients without the session). */
  download: (id: string, name: string) => `/api/storage/files/${id}/get/${encodeURIComponent(name)}`,
  /** GET -> tokenResponse: a short-lived download token of one file. */
  fileToken: (id: string) => `/api/storage/files/${id}/token`,
  /** PUT lockBody -> fileDetail; DELETE unlocks. */
  lock: (id: string) => `/api/storage/files/${id}/lock`,
  /** POST fileTokenBody -> tokenResponse, then a form (or JSON) POST { token } to archive. */
  archiveToken: '/api/v1/file_token',
  archive: '/api/storage/v2/archive',
  discover: '/api/storage/v2/discover',
  /** GET ?context_id&context_type&query=reviewed&page -> reviewedFile[]; pagination in headers. */
  reviewedFiles: '/api/storage/v2/files',
  /** Images: only the sizes in IMAGE_SIZES; `get` alone answers the original. */
  image: (id: string, size: string) => `/api/storage/images/${id}/get/${size}`,
  imageOriginal: (id: string) => `/api/storage/images/${id}/get`,
  assetPreview: (id: string) => `/api/storage/assets/${id}/preview`,
  /** Approval (part 2). */
  approvalList: (folderId: string) => `/api/storage/folders/${folderId}/files/approval`,
  approve: (fileId: string, id: string) => `/api/storage/files/${fileId}/pending_versions/${id}/approve`,
  decline: (fileId: string, id: string) => `/api/storage/files/${fileId}/pending_versions/${id}`,
  pendingDownload: (fileId: string, id: string, name: string) =>
    `/api/storage/files/${fileId}/pending_versions/${id}/get/${encodeURIComponent(name)}`,
  /** Chosen paths (not named by the spec). */
  /** GET ?context_type&context_id -> folderListing of the context's root folder. */
  rootFolder: '/api/v1/folders/root',
  /** POST folderBody -> folder. */
  createFolder: '/api/v1/folders',
  /** PUT folderUpdateBody -> folder. */
  updateFolder: (id: string) => `/api/v1/folders/${id}`,
  /** POST newFilesBody -> { files: fileEntry[] }: publishes volatile uploads into a folder. */
  submitFiles: '/api/v1/files',
  /** PUT fileUpdateBody -> fileDetail. */
  updateFile: (id: string) => `/api/v1/files/${id}`,
  /** POST newVersionBody -> fileDetail (or pendingVersion in an approval folder). */
  newVersion: (id: string) => `/api/v1/files/${id}/versions`,
  /** GET ?context_type&context_id -> approvalCounts: the two badge counts of the approval page. */
  approvalCounts: '/api/v1/files/approval_counts',
  /** POST -> folderExport (starts a new one: 'generate new'); GET -> folderExport | null (latest). */
  folderExport: (folderId: string) => `/api/v1/folders/${folderId}/export`,
  /** GET the zip of a finished export. */
  exportDownload: (folderId: string, exportId: string) =>
    `/api/v1/folders/${folderId}/exports/${exportId}/download`,
} as const;

/** Square thumbnails of part 1 section 9, plus 1920x1200; every other size is refused (404). */
export const IMAGE_SIZES = [
  '25x25',
  '50x50',
  '80x80',
  '200x200',
  '300x300',
  '435x435',
  '457x457',
  '1920x1200',
] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const id24 = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');
export const contextType = z.enum(['network', 'group', 'member']);
export type ContextType = z.infer<typeof contextType>;
export const fileState = z.enum(['volatile', 'published', 'quarantine']);
export type FileState = z.infer<typeof fileState>;

export const folderCan = z.object({
  add_files: z.boolean(),
  create_subfolders: z.boolean(),
  update: z.boolean(),
  destroy: z.boolean(),
});
export type FolderCan = z.infer<typeof folderCan>;

export const fileCan = z.object({
  lock: z.boolean(),
  /** The holder releases the lock; folder managers may break anyone's. */
  unlock: z.boolean(),
  /** Rename, describe and upload new versions: folder managers, and contributors for their own files. */
  update: z.boolean(),
  /** PUT updateFile { finalized: true }; the same rule as update. */
  finalize: z.boolean(),
  /** PUT updateFile { finalized: false }: folder managers always, the author in a folder they write to. */
  unfinalize: z.boolean(),
  destroy: z.boolean(),
  download: z.boolean(),
  /** Move needs destroy here and add_files on the target; false for locked or finalized files. */
  move: z.boolean(),
});
export type FileCan = z.infer<typeof fileCan>;

export const author = z.object({ id: z.string().nullable(), displayName: z.string(), deleted: z.boolean() });

/** A file as listed in a folder and returned by most calls (part 1 section 3, part 3 section 3.7). */
export const fileEntry = z.object({
  id: z.string(),
  type: z.enum(['file', 'image']),
  name: z.string(),
  original_filename: z.string(),
  description: z.string(),
  size: z.number(),
  extension: z.string(),
  content_type: z.string(),
  /** Download URL of the current version (relative). */
  url: z.string(),
  author: author,
  created_at: z.string(),
  updated_at: z.string(),
  version: z.object({ major: z.number() }),
  state: fileState,
  folder_ids: z.array(z.string()),
  file_profile: z.string().nullable(),
  external_id: z.string().nullable(),
  view_count: z.number(),
  finalizedAt: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  lockedById: z.string().nullable(),
  can: fileCan,
});
export type FileEntry = z.infer<typeof fileEntry>;

export const fileVersion = z.object({
  major: z.number(),
  size: z.number(),
  author: author,
  created_at: z.string(),
  url: z.string(),
});

/** GET /api/storage/files/{id}: the file page. */
export const fileDetail = fileEntry.extend({
  versions: z.array(fileVersion),
  folder_path: z.array(z.object({ id: z.string(), name: z.string() })),
  pending_versions_count: z.number(),
  /** Who holds the file's lock, when the viewer may see that member (otherwise null, as when unlocked). */
  locked_by: z.object({ id: z.string(), name: z.string(), path: z.string() }).nullable(),
});
export type FileDetail = z.infer<typeof fileDetail>;

export const folderSummary = z.object({
  id: z.string(),
  parent_folder_id: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  folder_profile: z.string().nullable(),
  /** Context of the folder: network, group:{id} or member:{id}. */
  namespace: z.string(),
  context_type: contextType,
  context_id: z.string().nullable(),
  /** 'activity_stream' for a stream's attachment folder (move is hidden there), otherwise null. */
  i18n_type: z.string().nullable(),
  requires_approval: z.boolean(),
  total_files_count: z.number(),
  total_subfolders_count: z.number(),
  updated_at: z.string(),
  can: folderCan,
});
export type FolderSummary = z.infer<typeof folderSummary>;

/** GET /api/storage/folders/{id}?limit=1000 */
export const folderListing = folderSummary.extend({
  folder_path: z.array(z.object({ id: z.string(), name: z.string() })),
  subfolders: z.array(folderSummary),
  files: z.array(fileEntry),
});
export type FolderListing = z.infer<typeof folderListing>;

export const listQuery = z.object({ limit: queryInteger(1, 1000).default(1000) });

export const rootFolderQuery = z.object({
  context_type: contextType,
  context_id: id24.optional(),
  limit: queryInteger(1, 1000).default(1000),
});

const folderName = z.string().trim().min(1, 'js.required').max(255);
export const folderBody = z.object({
  name: folderName,
  description: z.string().max(5000).default(''),
  parent_folder_id: id24,
  folder_profile: z.string().max(100).nullable().optional(),
  requires_approval: z.boolean().optional(),
});
export type FolderBody = z.infer<typeof folderBody>;

export const folderUpdateBody = z.object({
  name: folderName.optional(),
  description: z.string().max(5000).optional(),
  folder_profile: z.string().max(100).nullable().optional(),
  requires_approval: z.boolean().optional(),
});

/** Multipart text fields of POST /api/storage/{files|images} (the file part is `file`). */
export const uploadFields = z.object({
  name: z.string().max(255).optional(),
  type: z.string().max(255).optional(),
  external_id: z.string().max(255).optional(),
});

/** Response of an upload: a volatile file (or quarantine, which is never served). */
export const uploadResponse = fileEntry;

/** Batch delete and move (part 3 section 7). */
export const batchBody = z.object({
  file_ids: z.array(id24).max(1000).default([]),
  folder_ids: z.array(id24).max(1000).default([]),
  source_folder_id: id24.optional(),
});
export const moveBody = batchBody.extend({ target_folder_id: id24 });
export const batchResult = z.object({ file_ids: z.array(z.string()), folder_ids: z.array(z.string()) });

/** POST /api/storage/{dir}/publish: `{ files: [{ id }] }` or `{ images: [{ id }] }`. */
export const publishBody = z.record(z.string(), z.array(z.object({ id: id24 })).max(1000));
export const publishResult = z.object({ ids: z.array(z.string()) });

/**
 * PUT /api/storage/files/{id}/lock: until when; default from network config files.default_lock_period_days,
 * at most files.max_lock_period_days ahead (422 errors.files.lock_too_long).
 */
export const lockBody = z.object({ locked_until: isoDateTime({ offset: true }).optional() });

export const downloadQuery = z.object({
  download: z.string().optional(),
  major: queryInteger(1).optional(),
  token: z.string().max(200).optional(),
});

export const tokenResponse = z.object({ token: z.string() });

export const fileTokenBody = z.object({
  file_ids: z.array(id24).max(1000).default([]),
  folder_ids: z.array(id24).max(1000).default([]),
  current_folder_id: id24.optional(),
  chat_message_id: z.string().optional(),
});
export const archiveBody = z.object({ token: z.string().min(1).max(200) });

/** GET /api/storage/v2/discover: document-editor integration (none configured yet). */
export const discoverResponse = z.object({
  apps: z.array(
    z.object({ name: z.string(), extensions: z.array(z.string()), actions: z.array(z.string()) }),
  ),
  /** Seconds the client may cache this (part 3: one hour). */
  cache_seconds: z.number(),
});

/** New-files form (part 2): volatile uploads published into a folder. */
export const newFilesBody = z.object({
  files: z
    .array(z.object({ id: id24 }))
    .min(1, 'js.required')
    .max(100),
  /** Exactly one folder in this version; more are refused with a field error. */
  folder_ids: z.array(id24).min(1, 'js.required'),
  description: z.string().max(5000).default(''),
  file_profile: z.string().max(100).nullable().optional(),
  post_to_stream: z.boolean().default(false),
});
export const newFilesResponse = z.object({ files: z.array(fileEntry), folder_id: z.string() });

export const fileUpdateBody = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  description: z.string().max(5000).optional(),
  file_profile: z.string().max(100).nullable().optional(),
  finalized: z.boolean().optional(),
});

/** A volatile upload (from POST /api/storage/files) becomes the new version. */
export const newVersionBody = z.object({ upload_id: id24, description: z.string().max(5000).default('') });

/** Pending version (part 2 section 3). */
export const pendingVersion = z.object({
  id: z.string(),
  file_id: z.string(),
  file_name: z.string(),
  extension: z.string(),
  original_filename: z.string(),
  size: z.number(),
  created_at: z.string(),
  author_name: z.string(),
  description: z.string(),
});
export type PendingVersion = z.infer<typeof pendingVersion>;
export const newVersionResponse = z.object({ file: fileDetail, pending_version: pendingVersion.nullable() });

/**
 * Review status row of the approval page. The document editor integration that produces changes and
 * comments does not exist yet, so changes_count and comments_count are 0 until it writes them.
 */
export const reviewedFile = z.object({
  id: z.string(),
  name: z.string(),
  extension: z.string(),
  content_type: z.string(),
  updated_at: z.string(),
  path: z.string(),
  authors: z.array(author),
  changes_count: z.number(),
  comments_count: z.number(),
});
export const reviewedFilesQuery = z.object({
  context_type: contextType.default('network'),
  context_id: id24.optional(),
  query: z.literal('reviewed').default('reviewed'),
  page: queryInteger(1, 10_000).default(1),
  per_page: queryInteger(1, 100).default(25),
});
export const approvalCounts = z.object({ reviewed: z.number(), pending_versions: z.number() });

export const folderExport = z.object({
  id: z.string(),
  status: z.enum(['initialized', 'in_progress', 'finished', 'failed']),
  progress: z.number(),
  createdAt: z.string(),
  files: z.array(
    z.object({ id: z.string(), fileUrl: z.string(), downloadUrl: z.string(), extension: z.string() }),
  ),
});
export type FolderExport = z.infer<typeof folderExport>;
