import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Group } from '../../../contract/groups.js';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkSettings } from '../../platform/network/defaults.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { canAdministrateNetwork } from '../network/policy.js';
import {
  type GroupMembershipStatus,
  type groupCategories,
  groupCategoryAdmins,
  groupMemberships,
  groups,
} from './tables.js';

/**
 * Who may see and do what in a group. The same functions produce the `can` flags of the group JSON
 * and guard the service's writes, so the browser never offers what the server would refuse.
 *
 * Seeing a group:
 * - network administrators and the group's category administrators see every group;
 * - a member with any membership row (member, invited, in moderation, rejected) sees it;
 * - otherwise hidden groups do not exist (404), and external members (guests) see only groups that
 *   are externally visible;
 * - everyone else sees open and closed groups; closed ones show only their public profile.
 * Joining (part 3 section 4): open groups at once, moderated groups by request, invitations by
 * accepting; closed groups without moderation only by invitation. Archived groups are read-only:
 * nobody joins them, members may still leave. The network's active main group (everyone's home) is
 * not left by its members; administrators manage it.
 */
export type GroupRecord = typeof groups.$inferSelect;
export type CategoryRecord = typeof groupCategories.$inferSelect;
export type MembershipState = { status: GroupMembershipStatus; isAdmin: boolean } | null;

export type GroupState = {
  group: Pick<
    GroupRecord,
    'access' | 'archived' | 'externallyVisible' | 'moderatedJoin' | 'activeMainGroup' | 'categoryId'
  >;
  membership: MembershipState;
  isCategoryAdmin: boolean;
  /** Group administrators with status member, for the last-admin rule. */
  adminCount: number;
};

const isMember = (s: GroupState) => s.membership?.status === 'member';

export function canSeeGroup(viewer: Viewer, s: GroupState): boolean {
  if (canAdministrateNetwork(viewer) || s.isCategoryAdmin || s.membership) return true;
  if (s.group.access === 'hidden') return false;
  return !viewer.isExternal || s.group.externallyVisible;
}

export function canAdministrateGroup(viewer: Viewer, s: GroupState): boolean {
  return (
    canAdministrateNetwork(viewer) || s.isCategoryAdmin || (isMember(s) && s.membership?.isAdmin === true)
  );
}

/** Activities, files, members list and the like; closed groups keep them to members. */
export function canSeeContent(viewer: Viewer, s: GroupState): boolean {
  if (isMember(s) || canAdministrateGroup(viewer, s)) return true;
  return s.group.access === 'open' && canSeeGroup(viewer, s);
}

/**
 * SQL condition on `groups`: the list form of canSeeContent. Expanding a group into its members (an
 * invitation, a message to the group) is allowed exactly where its members list is: anywhere else
 * the expansion would list members the viewer may not see, so such a group counts as unknown.
 */
export function groupsWithVisibleContent(db: Db | Tx, viewer: Viewer): SQL | undefined {
  if (canAdministrateNetwork(viewer)) return undefined;
  const mine = (status?: GroupMembershipStatus) =>
    db
      .select({ id: groupMemberships.groupId })
      .from(groupMemberships)
      .where(
        and(
          eq(groupMemberships.memberId, viewer.id),
          status ? eq(groupMemberships.status, status) : undefined,
        ),
      );
  const administered = db
    .select({ id: groupCategoryAdmins.categoryId })
    .from(groupCategoryAdmins)
    .where(eq(groupCategoryAdmins.memberId, viewer.id));
  // canSeeGroup for an open group: any membership row, or a member who is not a guest, or a group
  // guests may see.
  const seesOpenGroup = viewer.isExternal
    ? or(sql`${groups.id} in (${mine()})`, eq(groups.externallyVisible, true))
    : undefined;
  return or(
    sql`${groups.id} in (${mine('member')})`,
    sql`${groups.categoryId} in (${administered})`,
    and(eq(groups.access, 'open'), seesOpenGroup),
  );
}

/** Members, and visitors of open or externally visible groups, get the group's tabs. */
export function canSeeNavigation(viewer: Viewer, s: GroupState): boolean {
  if (!canSeeGroup(viewer, s)) return false;
  return (
    isMember(s) || canAdministrateGroup(viewer, s) || s.group.access === 'open' || s.group.externallyVisible
  );
}

function mayInitiateJoin(viewer: Viewer, s: GroupState, settings: NetworkSettings): boolean {
  return (
    settings.join_user_can_initiate && canSeeGroup(viewer, s) && !s.group.archived && s.membership === null
  );
}

/** Joins at once: an open group without moderation, or accepting an invitation. */
export function canJoin(viewer: Viewer, s: GroupState, settings: NetworkSettings): boolean {
  if (s.membership?.status === 'invited') return !s.group.archived;
  return mayInitiateJoin(viewer, s, settings) && s.group.access === 'open' && !s.group.moderatedJoin;
}

/** Asks to join: a moderated group that is not hidden (moderated join is not offered for hidden ones). */
export function canRequestJoin(viewer: Viewer, s: GroupState, settings: NetworkSettings): boolean {
  return mayInitiateJoin(viewer, s, settings) && s.group.moderatedJoin && s.group.access !== 'hidden';
}

export function isLastAdmin(s: GroupState): boolean {
  return isMember(s) && s.membership?.isAdmin === true && s.adminCount <= 1;
}

export function canLeave(s: GroupState): boolean {
  return isMember(s) && !isLastAdmin(s) && !s.group.activeMainGroup;
}

/** Withdrawing a join request or declining an invitation. */
export function canWithdraw(s: GroupState): boolean {
  return s.membership?.status === 'in_moderation' || s.membership?.status === 'invited';
}

/** Favourites and subscriptions belong to the membership. */
export const canFollow = isMember;

export function canCreateHidden(viewer: Viewer, s: Pick<GroupState, 'isCategoryAdmin'>): boolean {
  return canAdministrateNetwork(viewer) || s.isCategoryAdmin;
}

/** Who may create groups in a category: administrators, or internal members in open categories. */
export function canCreateInCategory(
  viewer: Viewer,
  category: Pick<CategoryRecord, 'access'>,
  isCategoryAdmin: boolean,
) {
  if (canAdministrateNetwork(viewer) || isCategoryAdmin) return true;
  return !viewer.isExternal && category.access === 'open';
}

/** Network administrators and the category's administrators: they delete groups. */
export function canManageCategoryOf(viewer: Viewer, s: Pick<GroupState, 'isCategoryAdmin'>): boolean {
  return canAdministrateNetwork(viewer) || s.isCategoryAdmin;
}

/** Deleting a group; the network's active main group (everyone's home) is never deleted or archived. */
export function canDestroyGroup(viewer: Viewer, s: GroupState): boolean {
  return canManageCategoryOf(viewer, s) && !s.group.activeMainGroup;
}

export function groupCan(viewer: Viewer, s: GroupState, settings: NetworkSettings): Group['can'] {
  const administrate = canAdministrateGroup(viewer, s);
  return {
    join: canJoin(viewer, s, settings),
    join_moderated: canRequestJoin(viewer, s, settings),
    leave: canLeave(s),
    create_hidden: canCreateHidden(viewer, s),
    destroy: canDestroyGroup(viewer, s),
    archive: administrate && !s.group.activeMainGroup,
    administrate,
    update: administrate && !s.group.archived,
    see_content: canSeeContent(viewer, s),
  };
}

/** Visibility key of a group's members (platform/visibility/keys.ts). */
export const groupKey = (groupId: string) => `group:${groupId}`;
/** Visibility key of a category's administrators. */
export const categoryAdminKey = (categoryId: string) => `category-admin:${categoryId}`;

/**
 * The visibility keys of a group's content: `canSeeContent` as keys, for rows that lists filter in
 * SQL (search documents, tags, activities). The viewer's side is `groupViewerKeys` (service.ts); a
 * test walks every kind of group and viewer to keep both equal to `canSeeContent`.
 */
export function groupContentKeys(
  group: Pick<GroupRecord, 'id' | 'access' | 'externallyVisible' | 'categoryId'>,
): string[] {
  const keys = [visibleTo.networkAdmins, groupKey(group.id), categoryAdminKey(group.categoryId)];
  if (group.access === 'open')
    keys.push(group.externallyVisible ? visibleTo.everyone : visibleTo.internalMembers);
  return keys;
}
