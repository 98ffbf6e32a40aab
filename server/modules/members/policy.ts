import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { membersSharingAGroupWith } from '../groups/service.js';
import type { NetworkSettings } from '../network/defaults.js';
import { canAdministrateNetwork, canChat, type Viewer } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { members } from './tables.js';

/**
 * Who may see which member, and what they may do with them.
 *
 * - Deleted members are never listed or shown; other modules present them (as authors) anonymised.
 * - Locked members are listed only when the network shows locked memberships (network administrators
 *   always see them, because they manage them).
 * - Internal members see every member. External members (guests) see themselves, the network
 *   administrators (who they may need to contact) and the members of the groups they belong to, and
 *   nobody else: a guest must not be able to read the whole staff directory. Anyone else is 404.
 * - Anonymisation (network setting): locked and deleted members are shown under the anonymised name,
 *   without picture, profile or roles; with 'after_days' only once the given days have passed.
 */
export type MemberState = { id: string; lockedAt: Date | null; deletedAt: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;

export function isAnonymised(member: MemberState, settings: NetworkSettings, now = new Date()): boolean {
  const since = member.deletedAt ?? member.lockedAt;
  if (!since) return false;
  switch (settings.anonymize_memberships_config) {
    case 'disabled':
      return false;
    case 'enabled':
      return true;
    case 'after_days':
      return now.getTime() - since.getTime() >= (settings.anonymize_memberships_after_days ?? 0) * DAY_MS;
  }
}

/** SQL condition on `members` for the members the viewer may see (see above). */
export function visibleMembers(db: Db, viewer: Viewer, settings: NetworkSettings): SQL {
  const conditions: (SQL | undefined)[] = [isNull(members.deletedAt)];
  if (!settings.show_locked_memberships && !canAdministrateNetwork(viewer)) {
    conditions.push(or(isNull(members.lockedAt), eq(members.id, viewer.id)));
  }
  if (viewer.isExternal) {
    conditions.push(
      or(
        eq(members.id, viewer.id),
        eq(members.isNetworkAdmin, true),
        sql`${members.id} in (${membersSharingAGroupWith(db, viewer.id)})`,
      ),
    );
  }
  return and(...conditions) as SQL;
}

/**
 * A text search must not find a member by a name the network hides; with anonymisation on, locked
 * members are therefore left out of searches altogether.
 */
export function searchableMembers(settings: NetworkSettings): SQL | undefined {
  return settings.anonymize_memberships_config === 'disabled' ? undefined : isNull(members.lockedAt);
}

type Target = MemberState & { isExternal: boolean };

export function memberCan(viewer: Viewer, target: Target, network: NetworkRecord) {
  const self = viewer.id === target.id;
  const manage = self || canAdministrateNetwork(viewer);
  const reachable = !self && !target.lockedAt && !target.deletedAt;
  const targetChats = !target.isExternal || network.settings.guest_users_allow_chat;
  return {
    update_profile: manage,
    update_registration: manage,
    chat: reachable && canChat(viewer, network) && targetChats,
    send_direct_messages: reachable,
  };
}
