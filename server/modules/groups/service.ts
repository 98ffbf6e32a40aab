import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Group, MyGroups, NavigationItem } from '../../../contract/groups.js';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { containsPattern, getMemberRecord, memberRowsByIds } from '../members/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { buildNavigation } from './navigation.js';
import {
  type CategoryRecord,
  canAdministrateGroup,
  canSeeContent,
  canSeeNavigation,
  groupsWithVisibleContent,
} from './policy.js';
import { presentCategory, presentGroup, presentGroupSummary } from './present.js';
import { groupCategories, groupCategoryAdmins, groupMemberships, groups } from './tables.js';

/** Groups: lookups, visibility and the read use cases. Membership changes are in membership.ts. */

import { type GroupContext, loadVisibleGroup, visibleGroups } from './visible.js';

export { type AdministeredScopes, administeredScopes } from './administered.js';
export { type ChatGroup, chatGroupsOfMember, groupIdsOfMembers } from './chat-groups.js';
/** Memberships single sign-on's groups claim decides. */
export {
  announceLeaves,
  groupsNamedBy,
  leaveClaimedGroups,
  memberIdsOfGroups,
  memberOfGroups,
  type ProvisionedGroup,
  provisionedGroups,
} from './claimed-memberships.js';
export { groupContentKeysByIds, groupViewerKeys } from './content-keys.js';
export { categoryGroupsPage, type GroupSortField } from './directory.js';
/** Slugs from names, for other modules' things with slugs (channels). */
export { slugBase, slugCandidate } from './group-rules.js';
export {
  announceMemberships,
  type InvitableGroup,
  type InvitationPair,
  invitableGroups,
  inviteIntoGroup,
  joinInvitedGroups,
  membershipStatuses,
  openGroupInvitations,
  withdrawGroupInvitations,
} from './invited.js';
export {
  groupForNavigationEditor,
  groupNavigationEntries,
  type NavigationGroup,
  standardGroupTabs,
  writeGroupNavigation,
} from './navigation-admin.js';
export {
  type GroupContext,
  loadGroupState,
  loadVisibleGroup,
  visibleGroup,
  visibleGroups,
  visibleGroupsByRef,
} from './visible.js';

export async function isCategoryAdmin(db: Db, viewer: Viewer, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groupCategoryAdmins.categoryId })
    .from(groupCategoryAdmins)
    .where(and(eq(groupCategoryAdmins.categoryId, categoryId), eq(groupCategoryAdmins.memberId, viewer.id)))
    .limit(1);
  return row !== undefined;
}

/** Presents a loaded group (no visibility check: callers have done it, or just changed the membership). */
export async function presentGroupContext(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
  context: GroupContext,
): Promise<Group> {
  const { group, membership } = context;
  const [[members], viewerRecord, inviter] = await Promise.all([
    db
      .select({ count: count() })
      .from(groupMemberships)
      .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.status, 'member'))),
    getMemberRecord(db, viewer.id),
    membership?.status === 'invited' && membership.invitedById
      ? memberRowsByIds(db, network, [membership.invitedById])
      : Promise.resolve(new Map()),
  ]);
  const author = membership?.invitedById ? inviter.get(membership.invitedById) : undefined;
  const invite =
    membership?.status === 'invited'
      ? {
          // One invitation per group and member, so the group's id names it.
          id: group.id,
          author: author ? { id: author.id, name: author.name } : { id: '', name: '' },
          created_at: (membership.invitedAt ?? membership.createdAt).toISOString(),
        }
      : null;
  return presentGroup(viewer, network.settings, {
    ...context,
    memberCount: members?.count ?? 0,
    invite,
    authenticationToken: viewerRecord.authenticationToken,
  });
}

export async function getGroup(db: Db, network: NetworkRecord, viewer: Viewer, ref: string): Promise<Group> {
  return presentGroupContext(db, network, viewer, await loadVisibleGroup(db, viewer, ref));
}

/** Ids of the members who share a group with the member (a subquery, for the members policy). */
export function membersSharingAGroupWith(db: Db, memberId: string) {
  const other = alias(groupMemberships, 'shared_group_other');
  return db
    .select({ id: other.memberId })
    .from(groupMemberships)
    .innerJoin(other, and(eq(other.groupId, groupMemberships.groupId), eq(other.status, 'member')))
    .where(and(eq(groupMemberships.memberId, memberId), eq(groupMemberships.status, 'member')));
}

/** The groups a member belongs to, as far as the viewer may see them (member page). */
export async function visibleGroupsOfMember(db: Db, viewer: Viewer, memberId: string) {
  return db
    .select({ id: groups.id, slug: groups.slug, name: groups.name })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(
      and(
        eq(groupMemberships.memberId, memberId),
        eq(groupMemberships.status, 'member'),
        visibleGroups(db, viewer),
      ),
    )
    .orderBy(asc(groups.name));
}

/** Member ids of a group (a subquery for the members service). */
export function groupMemberIds(db: Db, groupId: string) {
  return db
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.status, 'member')));
}

/** Ids of the groups whose activity stream the member follows (a subquery for the activities module). */
export function activitystreamGroupIds(db: Db | Tx, memberId: string) {
  return db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.memberId, memberId),
        eq(groupMemberships.status, 'member'),
        eq(groupMemberships.activitystreamSubscribed, true),
      ),
    );
}

/** The member's own choice to follow the group's activity stream (their membership row). */
export async function setActivitystreamSubscription(
  db: Db | Tx,
  memberId: string,
  groupId: string,
  on: boolean,
) {
  await db
    .update(groupMemberships)
    .set({ activitystreamSubscribed: on })
    .where(and(eq(groupMemberships.groupId, groupId), eq(groupMemberships.memberId, memberId)));
}

/** Keeps a group's `activity_count` in step with its stream, in the caller's transaction. */
export async function changeActivityCount(tx: Db | Tx, groupId: string, delta: number): Promise<void> {
  await tx
    .update(groups)
    .set({ activityCount: sql`greatest(0, ${groups.activityCount} + ${delta})` })
    .where(eq(groups.id, groupId));
}

/**
 * The members of those of these groups whose members the viewer may see, as a subquery for the
 * members service's `reachableMemberIds` (invitations); other groups contribute nobody, exactly like
 * unknown ids. Null when no id could name a group.
 */
export function membersOfGroupsVisibleTo(db: Db, viewer: Viewer, groupIds: readonly string[]): SQL | null {
  const wanted = [...new Set(groupIds)].filter(isId);
  if (wanted.length === 0) return null;
  return db
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(
      and(
        inArray(groupMemberships.groupId, wanted),
        eq(groupMemberships.status, 'member'),
        groupsWithVisibleContent(db, viewer),
      ),
    )
    .getSQL();
}

export async function groupAdminIds(db: Db, groupId: string, memberIds: string[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.isAdmin, true),
        inArray(groupMemberships.memberId, memberIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The group's administrators (members of it with the admin flag), e.g. to hear of files to approve. */
export async function groupAdministratorIds(db: Db | Tx, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: groupMemberships.memberId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, groupId),
        eq(groupMemberships.isAdmin, true),
        eq(groupMemberships.status, 'member'),
      ),
    );
  return rows.map((row) => row.id);
}

/** The user bar's groups: the viewer's memberships (not rejected ones) and the categories to file them under. */
export async function getMyGroups(db: Db, viewer: Viewer): Promise<MyGroups> {
  const [rows, categories, administered] = await Promise.all([
    db
      .select({ group: groups, membership: groupMemberships })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
      .where(and(eq(groupMemberships.memberId, viewer.id), ne(groupMemberships.status, 'rejected')))
      .orderBy(asc(sql`lower(${groups.name})`)),
    db.select().from(groupCategories).orderBy(asc(groupCategories.order), asc(groupCategories.name)),
    db
      .select({ id: groupCategoryAdmins.categoryId })
      .from(groupCategoryAdmins)
      .where(eq(groupCategoryAdmins.memberId, viewer.id)),
  ]);
  const adminOf = new Set(administered.map((row) => row.id));
  const used = new Set(rows.map((row) => row.group.categoryId));
  return {
    categories: categories
      .filter((c) => !c.hidden || used.has(c.id) || adminOf.has(c.id) || canAdministrateNetwork(viewer))
      .map((c) => presentCategory(viewer, c, adminOf.has(c.id))),
    groups: rows.map((row) => presentGroupSummary(row.group, row.membership)),
  };
}

export async function getGroupNavigation(db: Db, viewer: Viewer, ref: string): Promise<NavigationItem[]> {
  const context = await loadVisibleGroup(db, viewer, ref);
  if (!canSeeNavigation(viewer, context.state)) throw notFound('group');
  let joinRequests = 0;
  if (canAdministrateGroup(viewer, context.state)) {
    const [row] = await db
      .select({ count: count() })
      .from(groupMemberships)
      .where(
        and(eq(groupMemberships.groupId, context.group.id), eq(groupMemberships.status, 'in_moderation')),
      );
    joinRequests = row?.count ?? 0;
  }
  return buildNavigation(context.group.slug, context.group.navigation, joinRequests, viewer.isExternal);
}

export type DirectoryGroupQuery = {
  terms: string[];
  onlyMine: boolean;
  /** Only groups the viewer administers (policy.canAdministrateGroup): all of them for network admins. */
  onlyAdministered?: boolean;
  chatOnly: boolean;
  limit: number;
};

/** SQL condition on `groups`: the viewer administers the group as its admin or its category's admin. */
function administeredBy(db: Db, viewer: Viewer): SQL | undefined {
  if (canAdministrateNetwork(viewer)) return undefined;
  const asGroupAdmin = db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.memberId, viewer.id),
        eq(groupMemberships.status, 'member'),
        eq(groupMemberships.isAdmin, true),
      ),
    );
  const asCategoryAdmin = db
    .select({ id: groupCategoryAdmins.categoryId })
    .from(groupCategoryAdmins)
    .where(eq(groupCategoryAdmins.memberId, viewer.id));
  return or(sql`${groups.id} in (${asGroupAdmin})`, sql`${groups.categoryId} in (${asCategoryAdmin})`);
}

/** Groups for the directory: visible ones matching every term, ordered by category order, then name. */
export async function searchGroups(db: Db, viewer: Viewer, query: DirectoryGroupQuery) {
  const mine = db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.memberId, viewer.id), eq(groupMemberships.status, 'member')));
  return db
    .select({ group: groups, category: groupCategories })
    .from(groups)
    .innerJoin(groupCategories, eq(groupCategories.id, groups.categoryId))
    .where(
      and(
        visibleGroups(db, viewer),
        ...query.terms.map((term) => sql`${groups.name} ilike ${containsPattern(term)}`),
        query.onlyMine ? sql`${groups.id} in (${mine})` : undefined,
        query.onlyAdministered ? administeredBy(db, viewer) : undefined,
        query.chatOnly ? and(eq(groups.chatEnabled, true), eq(groups.archived, false)) : undefined,
      ),
    )
    .orderBy(
      asc(groupCategories.order),
      asc(groupCategories.name),
      asc(sql`lower(${groups.name})`),
      asc(groups.id),
    )
    .limit(query.limit);
}

/**
 * The categories the directory shows as tabs, by order and name: hidden categories only to network
 * administrators, their category administrators and members of one of their groups (as the user bar).
 */
export async function directoryCategories(db: Db | Tx, viewer: Viewer): Promise<CategoryRecord[]> {
  const administered = db
    .select({ id: groupCategoryAdmins.categoryId })
    .from(groupCategoryAdmins)
    .where(eq(groupCategoryAdmins.memberId, viewer.id));
  const used = db
    .select({ id: groups.categoryId })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(eq(groupMemberships.memberId, viewer.id));
  return db
    .select()
    .from(groupCategories)
    .where(
      canAdministrateNetwork(viewer)
        ? undefined
        : or(
            eq(groupCategories.hidden, false),
            sql`${groupCategories.id} in (${administered})`,
            sql`${groupCategories.id} in (${used})`,
          ),
    )
    .orderBy(asc(groupCategories.order), asc(groupCategories.name));
}

/**
 * The member ids of a group whose members list the viewer may see (canSeeContent), as a subquery for
 * the members service; 404 for a group the viewer may not see or whose members stay hidden to them.
 */
export async function visibleGroupMemberIds(db: Db, viewer: Viewer, ref: string): Promise<SQL> {
  const context = await loadVisibleGroup(db, viewer, ref);
  if (!canSeeContent(viewer, context.state)) throw notFound('group');
  return groupMemberIds(db, context.group.id).getSQL();
}

/** The category by id or slug with the viewer's administration right, or 404. */
export async function loadCategory(db: Db, viewer: Viewer, ref: string) {
  if (ref.length === 0 || ref.length > 200) throw notFound('group category');
  const [category] = await db
    .select()
    .from(groupCategories)
    .where(
      isId(ref)
        ? or(eq(groupCategories.id, ref), eq(groupCategories.slug, ref))
        : eq(groupCategories.slug, ref),
    )
    .limit(1);
  if (!category) throw notFound('group category');
  const administrate = canAdministrateNetwork(viewer) || (await isCategoryAdmin(db, viewer, category.id));
  if (category.hidden && !administrate) throw notFound('group category');
  return { category, administrate };
}

/**
 * Slug and name of these groups by id, in the order of their names, for modules that show where their
 * things live or list groups the viewer already may see (invitations they manage).
 */
export async function groupLabelsByIds(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, { id: string; slug: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: groups.id, slug: groups.slug, name: groups.name })
    .from(groups)
    .where(inArray(groups.id, unique))
    .orderBy(asc(groups.name));
  return new Map(rows.map((group) => [group.id, group]));
}

/** A group's address for the maps' geocoding job (no viewer: the job shows nothing to anyone); null when gone. */
export async function groupAddressById(db: Db | Tx, id: string): Promise<string | null> {
  const [row] = await db.select({ address: groups.address }).from(groups).where(eq(groups.id, id));
  return row ? row.address : null;
}

/** The ids of the groups the viewer may see, as a subquery (the maps list the visible groups' places). */
export function visibleGroupIdsQuery(db: Db | Tx, viewer: Viewer): SQL {
  return db.select({ id: groups.id }).from(groups).where(visibleGroups(db, viewer)).getSQL();
}
