import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';

/**
 * Folders form one tree per context: the network, a group (context_id = group id) or a member's
 * personal files (context_id = member id). A root folder has no parent; every context has one.
 */
export const folders = pgTable(
  'folders',
  {
    id: idColumn(),
    contextType: text('context_type', { enum: ['network', 'group', 'member'] }).notNull(),
    /** Group or member id; null for the network. Not a foreign key: the groups module owns its tables. */
    contextId: text('context_id'),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    folderProfile: text('folder_profile'),
    /** Attachments of an activity stream live here; moving in or out is refused. */
    activityStream: boolean('activity_stream').notNull().default(false),
    /** New versions of files in this folder wait as pending versions until approved. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    creatorId: text('creator_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('folders_parent_idx').on(t.parentId),
    index('folders_context_idx').on(t.contextType, t.contextId),
    uniqueIndex('folders_context_root_unique')
      .on(t.contextType, sql`coalesce(${t.contextId}, '')`)
      .where(sql`${t.parentId} is null`),
  ],
);

/**
 * A file and its current version's facts. Uploads are files too: `volatile` until the owning form
 * publishes them (folder set, or attached by another module), `quarantine` when the scanner refused.
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    type: text('type', { enum: ['file', 'image'] }).notNull(),
    state: text('state', { enum: ['volatile', 'published', 'quarantine'] }).notNull(),
    folderId: text('folder_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    major: integer('major').notNull().default(1),
    /** Blob of the current version (a copy of file_versions' key, to serve without a join). */
    blobKey: text('blob_key').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    fileProfile: text('file_profile'),
    externalId: text('external_id'),
    /** Another module's record the file is attached to (e.g. 'message' and its id); see attachments.ts. */
    ownerType: text('owner_type'),
    ownerId: text('owner_id'),
    viewCount: integer('view_count').notNull().default(0),
    lockedById: text('locked_by_id'),
    lockedUntil: timestampColumn('locked_until'),
    finalizedAt: timestampColumn('finalized_at'),
    /** Review status for the approval page; written by the document editor integration (not built yet). */
    reviewChangesCount: integer('review_changes_count').notNull().default(0),
    reviewCommentsCount: integer('review_comments_count').notNull().default(0),
    reviewedAt: timestampColumn('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('files_folder_idx').on(t.folderId),
    index('files_volatile_idx').on(t.state, t.createdAt),
    index('files_author_idx').on(t.authorId),
    index('files_owner_idx').on(t.ownerType, t.ownerId),
  ],
);

export const fileVersions = pgTable(
  'file_versions',
  {
    id: idColumn(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    major: integer('major').notNull(),
    blobKey: text('blob_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    originalFilename: text('original_filename').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('file_versions_file_major_unique').on(t.fileId, t.major)],
);

/** A new version waiting for approval (folders with requires_approval). */
export const pendingVersions = pgTable(
  'pending_versions',
  {
    id: idColumn(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    originalFilename: text('original_filename').notNull(),
    description: text('description').notNull().default(''),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_versions_file_idx').on(t.fileId)],
);

/** Short-lived, single-purpose capabilities: an archive of chosen items, or one file's download. */
export const fileTokens = pgTable(
  'file_tokens',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['archive', 'download'] }).notNull(),
    memberId: text('member_id').notNull(),
    /** The member's rights when the token was issued (id, isExternal, isNetworkAdmin); tokens live minutes. */
    viewer: jsonb('viewer').$type<{ id: string; isExternal: boolean; isNetworkAdmin: boolean }>().notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    folderIds: jsonb('folder_ids').$type<string[]>().notNull().default([]),
    expiresAt: timestampColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('file_tokens_hash_unique').on(t.tokenHash),
    index('file_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Zip exports of a folder, built by a job; the zip is a blob of its own. */
export const folderExports = pgTable(
  'folder_exports',
  {
    id: idColumn(),
    folderId: text('folder_id').notNull(),
    memberId: text('member_id').notNull(),
    status: text('status', { enum: ['initialized', 'in_progress', 'finished', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    blobKey: text('blob_key'),
    size: bigint('size', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('folder_exports_folder_idx').on(t.folderId, t.memberId, t.createdAt)],
);
