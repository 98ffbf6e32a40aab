import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { groupKey } from '../groups/policy.js';
import { groupAdministratorIds } from '../groups/service.js';
import { activeAdministratorIds } from '../members/service.js';
import { type NotifyContext, notify, removeSubjectNotifications } from '../notifications/service.js';
import type { FileRow, FolderAccess } from './policy.js';
import { pendingVersions } from './tables.js';

/** A new version waits for approval: whoever approves the folder's files decides. */
export const VERSION_TO_APPROVE_NOTIFICATION = 'files.version_to_approve';

/** All pending versions of one file are one thread ("Anna and 2 others uploaded new versions of …"). */
const approvalOf = (fileId: string) => ({ type: 'file_approval', id: fileId });

/**
 * Who approves a folder's files and the keys under which they see the entry: a group folder's
 * administrators (while they hold the group's key; network administrators see any), a network
 * folder's network administrators. A personal folder's owner never waits for their own approval.
 */
async function reviewers(tx: Db | Tx, folder: FolderAccess['folder']) {
  if (folder.contextType === 'group' && folder.contextId) {
    return {
      ids: await groupAdministratorIds(tx, folder.contextId),
      keys: [groupKey(folder.contextId), visibleTo.networkAdmins],
    };
  }
  if (folder.contextType === 'network') {
    return { ids: await activeAdministratorIds(tx), keys: [visibleTo.networkAdmins] };
  }
  return { ids: [], keys: [] };
}

/** In the transaction that stores the pending version. Answers who was notified. */
export async function notifyVersionToApprove(
  ctx: NotifyContext,
  tx: Tx,
  authorId: string,
  file: Pick<FileRow, 'id' | 'name'>,
  folder: FolderAccess['folder'],
): Promise<string[]> {
  const { ids, keys } = await reviewers(tx, folder);
  return notify(ctx, tx, {
    kind: VERSION_TO_APPROVE_NOTIFICATION,
    recipientIds: ids,
    actorId: authorId,
    subject: approvalOf(file.id),
    url: `/files/${file.id}`,
    visibility: keys,
    data: { file: file.name },
  });
}

/**
 * A pending version was approved or declined: once none is left, the file's entries go. Answers
 * whether they went (the caller announces the changed counts).
 */
export async function settleApprovalNotifications(tx: Db | Tx, fileId: string): Promise<boolean> {
  const [left] = await tx
    .select({ n: count() })
    .from(pendingVersions)
    .where(eq(pendingVersions.fileId, fileId));
  if ((left?.n ?? 0) > 0) return false;
  await removeSubjectNotifications(tx, approvalOf(fileId));
  return true;
}
