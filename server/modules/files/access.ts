import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { canAdministrateGroup, canSeeContent } from '../groups/policy.js';
import { type GroupContext, visibleGroupsByRef } from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { attachmentsGrantedBy } from './attachments.js';
import {
  type ContextRole,
  canReadFolder,
  canSeeFile,
  type FileAccess,
  type FileRow,
  type FolderAccess,
  type FolderRow,
} from './policy.js';
import { files, folders } from './tables.js';

type FolderContext = Pick<FolderRow, 'contextType' | 'contextId'>;

const contextKey = (c: FolderContext) => `${c.contextType}:${c.contextId ?? ''}`;
const uniqueIds = (ids: readonly string[]) => [...new Set(ids)].filter(isId);

/**
 * Loads folders and files together with the viewer's role in their context, for many ids at once:
 * `files(ids)` and `folders(ids)` answer only what the viewer may see (one statement for the rows,
 * one for the folders of files, one for all their groups). The single `file(id)` and `folder(id)`
 * answer 404 for anything else, as if it did not exist; they are for routes about one item.
 * Roles are cached per Access object, so a batch over one folder's items asks the groups module once.
 */
export class Access {
  private roles = new Map<string, Promise<ContextRole>>();

  readonly db: Db;

  constructor(
    readonly ctx: AppContext,
    readonly viewer: Viewer,
  ) {
    this.db = ctx.db;
  }

  /** Puts the roles of these contexts in the cache; the groups among them are loaded together. */
  private resolveRoles(contexts: readonly FolderContext[]): void {
    const groupIds = new Set<string>();
    for (const context of contexts) {
      const key = contextKey(context);
      if (this.roles.has(key)) continue;
      if (context.contextType === 'group' && context.contextId) groupIds.add(context.contextId);
      else this.roles.set(key, Promise.resolve(plainContextRole(this.viewer, context)));
    }
    if (groupIds.size === 0) return;
    const loaded = visibleGroupsByRef(this.db, this.viewer, [...groupIds]);
    for (const groupId of groupIds) {
      this.roles.set(
        contextKey({ contextType: 'group', contextId: groupId }),
        loaded.then((groups) => groupRole(this.viewer, groups.get(groupId))),
      );
    }
  }

  role(contextType: FolderRow['contextType'], contextId: string | null): Promise<ContextRole> {
    const context = { contextType, contextId };
    this.resolveRoles([context]);
    return this.roles.get(contextKey(context)) as Promise<ContextRole>;
  }

  async ofFolder(folder: FolderRow): Promise<FolderAccess> {
    return { folder, role: await this.role(folder.contextType, folder.contextId) };
  }

  /** Folder rows with the viewer's role in each (readable or not). */
  async ofFolders(rows: readonly FolderRow[]): Promise<FolderAccess[]> {
    this.resolveRoles(rows);
    return Promise.all(rows.map((row) => this.ofFolder(row)));
  }

  /** The folders among `ids` the viewer may read, by id, with the viewer's role. */
  async folders(ids: readonly string[]): Promise<Map<string, FolderAccess>> {
    const wanted = uniqueIds(ids);
    if (wanted.length === 0) return new Map();
    const rows = await this.db.select().from(folders).where(inArray(folders.id, wanted));
    const accesses = await this.ofFolders(rows);
    return new Map(accesses.filter(canReadFolder).map((a) => [a.folder.id, a]));
  }

  /** The folder with the viewer's role; 404 when it does not exist or the viewer may not read it. */
  async folder(id: string): Promise<FolderAccess> {
    const access = (await this.folders([id])).get(id);
    if (!access) throw notFound('folder');
    return access;
  }

  /** File rows with their folder access (or, for attachments, whether the owning module grants it). */
  async ofFiles(rows: readonly FileRow[]): Promise<FileAccess[]> {
    const folderIds = [...new Set(rows.flatMap((file) => (file.folderId ? [file.folderId] : [])))];
    const folderRows = folderIds.length
      ? await this.db.select().from(folders).where(inArray(folders.id, folderIds))
      : [];
    const folderAccesses = new Map((await this.ofFolders(folderRows)).map((a) => [a.folder.id, a]));
    // Another module's attachments: that module decides who besides the author reads them.
    const othersAttachments = rows.filter((file) => !file.folderId && file.authorId !== this.viewer.id);
    const granted = othersAttachments.length
      ? await attachmentsGrantedBy(this.ctx, this.viewer, othersAttachments)
      : new Set<string>();
    return rows.map((file) =>
      file.folderId
        ? { file, folder: folderAccesses.get(file.folderId) ?? null }
        : { file, folder: null, ownerGrants: granted.has(file.id) },
    );
  }

  async ofFile(file: FileRow): Promise<FileAccess> {
    return (await this.ofFiles([file]))[0] as FileAccess;
  }

  /** The files among `ids` the viewer may see (never one in quarantine), by id, with their access. */
  async files(ids: readonly string[]): Promise<Map<string, FileAccess>> {
    const wanted = uniqueIds(ids);
    if (wanted.length === 0) return new Map();
    const rows = await this.db.select().from(files).where(inArray(files.id, wanted));
    const accesses = await this.ofFiles(rows);
    return new Map(accesses.filter((a) => canSeeFile(this.viewer, a)).map((a) => [a.file.id, a]));
  }

  /**
   * Every chosen file and folder with its access, in the order asked (repeats once); the first the
   * viewer may not see answers 404, files before folders. For batch actions that are all or nothing.
   */
  async chosen(
    fileIds: readonly string[],
    folderIds: readonly string[],
  ): Promise<{ files: FileAccess[]; folders: FolderAccess[] }> {
    const [foundFiles, foundFolders] = await Promise.all([this.files(fileIds), this.folders(folderIds)]);
    const pick = <T>(found: Map<string, T>, ids: readonly string[], what: string) =>
      [...new Set(ids)].map((id) => {
        const item = found.get(id);
        if (!item) throw notFound(what);
        return item;
      });
    return { files: pick(foundFiles, fileIds, 'file'), folders: pick(foundFolders, folderIds, 'folder') };
  }

  /** The file with its folder access; 404 unless the viewer may see it. */
  async file(id: string): Promise<FileAccess> {
    const access = (await this.files([id])).get(id);
    if (!access) throw notFound('file');
    return access;
  }
}

/** Network and personal folders need no lookup. */
function plainContextRole(viewer: Viewer, context: FolderContext): ContextRole {
  if (context.contextType === 'network') return canAdministrateNetwork(viewer) ? 'manager' : 'reader';
  if (context.contextType === 'member') return context.contextId === viewer.id ? 'manager' : 'none';
  return 'none';
}

/** The role in a group folder; a group the viewer may not see (absent) gives none. */
function groupRole(viewer: Viewer, group: GroupContext | undefined): ContextRole {
  if (!group) return 'none';
  const { state } = group;
  // Archived groups are read-only; network administrators still tidy them up.
  if (state.group.archived && !viewer.isNetworkAdmin) return canSeeContent(viewer, state) ? 'reader' : 'none';
  if (canAdministrateGroup(viewer, state)) return 'manager';
  if (state.membership?.status === 'member') return 'contributor';
  return canSeeContent(viewer, state) ? 'reader' : 'none';
}
