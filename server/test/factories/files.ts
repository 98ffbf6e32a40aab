import type { Db } from '../../db/client.js';
import { buildFile, buildFolder, buildPendingVersion, storeVersion } from '../../db/seed/build/files.js';
import { ensureRootFolder } from '../../modules/files/folders.js';
import type { FileRow, FolderRow } from '../../modules/files/policy.js';
import type { files, folders } from '../../modules/files/tables.js';
import { addVersion } from '../../modules/files/versions.js';
import type { AppContext } from '../../platform/context.js';
import { createMember, type MemberRecord } from './members.js';
import { next } from './sequence.js';

export type { FileRow, FolderRow };

const nameOf = (member: Pick<MemberRecord, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();
const bytes = (content: string | Buffer) => (typeof content === 'string' ? Buffer.from(content) : content);

/** The root folder of the network (`contextId` null), a group or a member, as first use creates it. */
export function rootFolder(db: Db, contextType: FolderRow['contextType'], contextId: string | null) {
  return ensureRootFolder(db, contextType, contextId);
}

/** A folder below `parent`, in the parent's context. */
export function createFolder(
  db: Db,
  parent: FolderRow,
  overrides: Partial<typeof folders.$inferInsert> = {},
): Promise<FolderRow> {
  return buildFolder(db, parent, { name: `Folder ${next()}`, ...overrides });
}

export type FileOverrides = {
  /** Default: a new member. */
  author?: MemberRecord;
  /** Also the original file name; the extension gives the content type, as for an upload. */
  name?: string;
  content?: string | Buffer;
  type?: 'file' | 'image';
  /** A file in no folder with no owner stays an upload (`volatile`) unless `state` says otherwise. */
  folder?: FolderRow | null;
  owner?: { type: string; id: string } | null;
  state?: 'published' | 'volatile';
  /** Locked by this member until `lockedUntil` (default: the network's lock period from now). */
  lockedBy?: MemberRecord;
  lockedUntil?: Date;
  finalized?: boolean;
  /** Further columns (description, times, review counts). */
  values?: Partial<typeof files.$inferInsert>;
};

/**
 * A file with its blob in the storage and version 1: published in a folder or attached to an owner,
 * or a volatile upload of its author.
 */
export async function createFile(ctx: AppContext, overrides: FileOverrides = {}): Promise<FileRow> {
  const n = next();
  const author = overrides.author ?? (await createMember(ctx.db));
  const name = overrides.name ?? `File ${n}.txt`;
  const placed = Boolean(overrides.folder ?? overrides.owner);
  let lock: Partial<typeof files.$inferInsert> = {};
  if (overrides.lockedBy) {
    const days = (await ctx.network.get()).config.files.default_lock_period_days;
    lock = {
      lockedById: overrides.lockedBy.id,
      lockedUntil: overrides.lockedUntil ?? new Date(Date.now() + days * 24 * 60 * 60 * 1000),
    };
  }
  return buildFile(ctx, {
    name,
    content: bytes(overrides.content ?? `Content of file ${n}`),
    author: { id: author.id, name: nameOf(author) },
    type: overrides.type,
    state: overrides.state ?? (placed ? 'published' : 'volatile'),
    folderId: overrides.folder?.id ?? null,
    owner: overrides.owner ?? null,
    values: { ...lock, ...(overrides.finalized ? { finalizedAt: new Date() } : {}), ...overrides.values },
  });
}

/** A volatile upload of the member, as POST /api/storage/files leaves it before a form uses it. */
export function createUpload(
  ctx: AppContext,
  author: MemberRecord,
  overrides: Omit<FileOverrides, 'author' | 'folder' | 'owner' | 'state'> = {},
): Promise<FileRow> {
  return createFile(ctx, { ...overrides, author, state: 'volatile' });
}

/** The next version of the file, made current as an upload of a new version does (files/versions.ts). */
export async function addFileVersion(
  ctx: AppContext,
  file: FileRow,
  version: { author: MemberRecord; content: string | Buffer; name?: string },
): Promise<FileRow> {
  const facts = await storeVersion(ctx, {
    name: version.name ?? file.originalFilename,
    content: bytes(version.content),
    author: { id: version.author.id, name: nameOf(version.author) },
  });
  return addVersion(ctx, file, facts);
}

/** A new version waiting for approval by the folder's reviewers. */
export function createPendingVersion(
  ctx: AppContext,
  file: FileRow,
  version: { author: MemberRecord; content: string | Buffer; name?: string; description?: string },
) {
  return buildPendingVersion(ctx, file.id, {
    name: version.name ?? file.originalFilename,
    content: bytes(version.content),
    author: { id: version.author.id, name: nameOf(version.author) },
    description: version.description,
  });
}
