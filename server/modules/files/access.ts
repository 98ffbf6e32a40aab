import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import { canAdministrateGroup, canSeeContent } from '../groups/policy.js';
import { loadVisibleGroup } from '../groups/service.js';
import type { Viewer } from '../network/policy.js';
import { ownerGrantsAccess } from './attachments.js';
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

/**
 * Loads folders and files together with the viewer's role in their context. Roles are cached per
 * Access object, so a batch over one folder's items asks the groups module once.
 * Everything the viewer may not see answers 404, as if it did not exist.
 */
export class Access {
  private roles = new Map<string, Promise<ContextRole>>();

  constructor(
    readonly db: Db,
    readonly viewer: Viewer,
  ) {}

  role(contextType: FolderRow['contextType'], contextId: string | null): Promise<ContextRole> {
    const key = `${contextType}:${contextId ?? ''}`;
    let role = this.roles.get(key);
    if (!role) {
      role = resolveRole(this.db, this.viewer, contextType, contextId);
      this.roles.set(key, role);
    }
    return role;
  }

  async ofFolder(folder: FolderRow): Promise<FolderAccess> {
    return { folder, role: await this.role(folder.contextType, folder.contextId) };
  }

  /** The folder with the viewer's role; 404 when it does not exist or the viewer may not read it. */
  async folder(id: string): Promise<FolderAccess> {
    if (!isId(id)) throw notFound('folder');
    const [folder] = await this.db.select().from(folders).where(eq(folders.id, id));
    if (!folder) throw notFound('folder');
    const access = await this.ofFolder(folder);
    if (!canReadFolder(access)) throw notFound('folder');
    return access;
  }

  async ofFile(file: FileRow): Promise<FileAccess> {
    if (!file.folderId) {
      // Another module's attachment: that module decides who besides the author reads it.
      const ownerGrants =
        file.authorId !== this.viewer.id && (await ownerGrantsAccess(this.db, this.viewer, file));
      return { file, folder: null, ownerGrants };
    }
    const [folder] = await this.db.select().from(folders).where(eq(folders.id, file.folderId));
    return { file, folder: folder ? await this.ofFolder(folder) : null };
  }

  /** The file with its folder access; 404 unless the viewer may see it (never in quarantine). */
  async file(id: string): Promise<FileAccess> {
    if (!isId(id)) throw notFound('file');
    const [file] = await this.db.select().from(files).where(eq(files.id, id));
    if (!file) throw notFound('file');
    const access = await this.ofFile(file);
    if (!canSeeFile(this.viewer, access)) throw notFound('file');
    return access;
  }
}

async function resolveRole(
  db: Db,
  viewer: Viewer,
  contextType: FolderRow['contextType'],
  contextId: string | null,
): Promise<ContextRole> {
  if (contextType === 'network') return viewer.isNetworkAdmin ? 'manager' : 'reader';
  if (contextType === 'member') return contextId === viewer.id ? 'manager' : 'none';
  if (!contextId) return 'none';
  let state: Awaited<ReturnType<typeof loadVisibleGroup>>['state'];
  try {
    state = (await loadVisibleGroup(db, viewer, contextId)).state;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return 'none';
    throw err;
  }
  // Archived groups are read-only; network administrators still tidy them up.
  if (state.group.archived && !viewer.isNetworkAdmin) return canSeeContent(viewer, state) ? 'reader' : 'none';
  if (canAdministrateGroup(viewer, state)) return 'manager';
  if (state.membership?.status === 'member') return 'contributor';
  return canSeeContent(viewer, state) ? 'reader' : 'none';
}
