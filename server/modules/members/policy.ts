import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Me, MemberDetail } from '../../../contract/members.js';
import { members } from '../../platform/identity/tables.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkSettings } from '../../platform/network/defaults.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { memberRoles, membershipRoles } from './tables.js';

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

/**
 * SQL condition on `members` for the members the viewer may see (see above). `coMembers` are
 * subqueries of the ids an external viewer sees besides themselves and administrators (members of
 * their groups: the groups module adds that rule, see `externalViewerSees` in service.ts).
 */
export function visibleMembers(viewer: Viewer, settings: NetworkSettings, coMembers: SQL[]): SQL {
  const conditions: (SQL | undefined)[] = [isNull(members.deletedAt)];
  if (!settings.show_locked_memberships && !canAdministrateNetwork(viewer)) {
    conditions.push(or(isNull(members.lockedAt), eq(members.id, viewer.id)));
  }
  if (viewer.isExternal) {
    conditions.push(
      or(
        eq(members.id, viewer.id),
        eq(members.isNetworkAdmin, true),
        ...coMembers.map((ids) => sql`${members.id} in (${ids})`),
      ),
    );
  }
  return and(...conditions) as SQL;
}

/**
 * SQL condition on `membership_roles`: the roles the viewer may see, pick in the directory and invite
 * (invitations by role expand to the role's members the viewer sees, see service.ts). Only network
 * roles that are not hidden, and only while the network uses roles. Internal members know every such
 * role; a guest learns a role only through a member they see who holds it, as the badge on that
 * member's row already shows it. `visibleIds` is the subquery of the members the viewer sees.
 */
export function usableRoles(viewer: Viewer, network: NetworkRecord, visibleIds: SQL): SQL {
  if (!network.config.membership_roles_enabled) return sql`false`;
  const held = sql`exists (select 1 from ${memberRoles} where ${memberRoles.roleId} = ${membershipRoles.id} and ${memberRoles.memberId} in (${visibleIds}))`;
  return and(
    isNull(membershipRoles.groupId),
    ne(membershipRoles.displayType, 'hidden'),
    viewer.isExternal ? held : undefined,
  ) as SQL;
}

/**
 * A text search must not find a member by a name the network hides; with anonymisation on, locked
 * members are therefore left out of searches altogether.
 */
export function searchableMembers(settings: NetworkSettings): SQL | undefined {
  return settings.anonymize_memberships_config === 'disabled' ? undefined : isNull(members.lockedAt);
}

type Target = MemberState & { isExternal: boolean };

/** Flags of the member page that other modules decide (`memberPageCan` in service.ts): chat, report. */
export type ContributedMemberCan = Pick<MemberDetail['can'], 'chat' | 'report'>;
/** Flags of /api/v1/me that other modules decide (`meCan` in service.ts): messages to everyone. */
export type ContributedMeCan = Pick<Me['can'], 'send_to_all'>;

/** The member page's own flags; the chat adds whether the viewer may chat with the member. */
export function memberCan(
  viewer: Viewer,
  target: Target,
): Omit<MemberDetail['can'], keyof ContributedMemberCan> {
  const self = viewer.id === target.id;
  const manage = self || canAdministrateNetwork(viewer);
  const reachable = !self && !target.lockedAt && !target.deletedAt;
  return {
    update_profile: manage,
    update_registration: manage,
    send_direct_messages: reachable,
  };
}

/** Visibility key of a membership role's holders (platform/visibility/keys.ts). */
export const roleKey = (roleId: string) => `role:${roleId}`;

/**
 * Profile fields the viewer may not change directly on this member's profile: with change requests
 * on, a member changes the fields the network names (`change_request_profile_fields`) only through a
 * request an administrator approves; network administrators change every field.
 */
export function changeRequestKeys(viewer: Viewer, network: NetworkRecord): Set<string> {
  if (!network.config.change_requests_enabled || canAdministrateNetwork(viewer)) return new Set();
  const configured = new Set(network.settings.profile_fields.map((field) => field.key));
  return new Set(network.settings.change_request_profile_fields.filter((key) => configured.has(key)));
}

/** Whether a member may ask for changes: change requests on, fields to ask for, and not anonymised. */
export function canRequestProfileChanges(viewer: Viewer, network: NetworkRecord): boolean {
  return network.config.change_requests_enabled && changeRequestKeys(viewer, network).size > 0;
}

/** The onboarding profile form waits for a member who has not seen it, while the network asks for it. */
export function needsOnboarding(
  member: { onboardedAt: Date | null; deletedAt: Date | null },
  settings: NetworkSettings,
): boolean {
  return settings.join_ask_for_profile_data && member.onboardedAt === null && member.deletedAt === null;
}
