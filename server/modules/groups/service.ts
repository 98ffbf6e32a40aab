import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Group, MyGroups, NavigationItem } from '../../../contract/groups.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { isId } from '../../platform/ids.js';
import { containsPattern, getMemberRecord, memberRowsByIds } from '../members/service.js';
import { canAdministrateNetwork, type Viewer } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { buildNavigation } from './navigation.js';
import {
  type CategoryRecord,
  canAdministrateGroup,
  canSeeGroup,
  canSeeNavigation,
  type GroupRecord,
  type GroupState,
} from './policy.js';
import { type MembershipRecord, presentCategory, presentGroup, presentGroupSummary } from './present.js';
import { groupCategories, groupCategoryAdmins, groupMemberships, groups } from './tables.js';

/** Groups: lookups, visibility and the read use cases. Membership changes are in membership.ts. */

export type GroupContext = {
  group: GroupRecord;
  category: CategoryRecord;
  membership: MembershipRecord | null;
  state: GroupState;
};

/** A group by id or slug (the spec's paths use both); malformed references find nothing. */
async function findGroup(
  db: Db,
  ref: string,
): Promise<{ group: GroupRecord; category: CategoryRecord } | null> {
  if (ref.length === 0 || ref.length > 200) return null;
  const [row] = await db
    .select({ group: groups, category: groupCategories })
    .from(groups)
    .innerJoin(groupCategories, eq(groupCategories.id, groups.categoryId))
    .where(isId(ref) ? or(eq(groups.id, ref), eq(groups.slug, ref)) : eq(groups.slug, ref))
    .limit(1);
  return row ?? null;
}

export async function isCategoryAdmin(db: Db, viewer: Viewer, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: groupCategoryAdmins.categoryId })
    .from(groupCategoryAdmins)
    .where(and(eq(groupCategoryAdmins.categoryId, categoryId), eq(groupCategoryAdmins.memberId, viewer.id)))
    .limit(1);
  return row !== undefined;
}

/** Loads what the policy needs about one group and the viewer. */
export async function loadGroupState(
  db: Db,
  viewer: Viewer,
  group: GroupRecord,
  category: CategoryRecord,
): Promise<GroupContext> {
  // Sequential on purpose: this also runs inside transactions, which carry one query at a time.
  const [membership] = await db
    .select()
    .from(groupMemberships)
    .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, viewer.id)))
    .limit(1);
  const [admins] = await db
    .select({ count: count() })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.groupId, group.id),
        eq(groupMemberships.status, 'member'),
        eq(groupMemberships.isAdmin, true),
      ),
    );
  const categoryAdmin = await isCategoryAdmin(db, viewer, group.categoryId);
  const state: GroupState = {
    group,
    membership: membership ? { status: membership.status, isAdmin: membership.isAdmin } : null,
    isCategoryAdmin: categoryAdmin,
    adminCount: admins?.count ?? 0,
  };
  return { group, category, membership: membership ?? null, state };
}

/** The group with the viewer's state, or 404 when it does not exist or the viewer may not see it. */
export async function loadVisibleGroup(db: Db, viewer: Viewer, ref: string): Promise<GroupContext> {
  const found = await findGroup(db, ref);
  if (!found) throw notFound('group');
  const context = await loadGroupState(db, viewer, found.group, found.category);
  if (!canSeeGroup(viewer, context.state)) throw notFound('group');
  return context;
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

/** SQL condition on `groups`: the groups the viewer may see (the list form of canSeeGroup). */
export function visibleGroups(db: Db, viewer: Viewer): SQL | undefined {
  if (canAdministrateNetwork(viewer)) return undefined;
  const mine = db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .where(eq(groupMemberships.memberId, viewer.id));
  const administered = db
    .select({ id: groupCategoryAdmins.categoryId })
    .from(groupCategoryAdmins)
    .where(eq(groupCategoryAdmins.memberId, viewer.id));
  return or(
    sql`${groups.id} in (${mine})`,
    sql`${groups.categoryId} in (${administered})`,
    and(ne(groups.access, 'hidden'), viewer.isExternal ? eq(groups.externallyVisible, true) : undefined),
  );
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
  return buildNavigation(context.group.slug, context.group.navigation, joinRequests);
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

export type ChatGroup = {
  id: string;
  slug: string;
  name: string;
  profileImageUrl: string | null;
  archived: boolean;
  chatEnabled: boolean;
};

/** The groups each of these members fully belongs to now (chat topics are checked against it). */
export async function groupIdsOfMembers(db: Db, memberIds: string[]): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>(memberIds.map((id) => [id, new Set()]));
  if (memberIds.length === 0) return result;
  const rows = await db
    .select({ memberId: groupMemberships.memberId, groupId: groupMemberships.groupId })
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.memberId, memberIds), eq(groupMemberships.status, 'member')));
  for (const row of rows) result.get(row.memberId)?.add(row.groupId);
  return result;
}

/**
 * The groups whose chat a member takes part in: full memberships only (not invited, moderated or
 * rejected). Archived groups and groups with chat switched off are included, flagged, because their
 * history stays readable; the chat module decides what may be written. With `groupId`, that one only.
 */
export async function chatGroupsOfMember(db: Db, memberId: string, groupId?: string): Promise<ChatGroup[]> {
  return db
    .select({
      id: groups.id,
      slug: groups.slug,
      name: groups.name,
      profileImageUrl: groups.profileImageUrl,
      archived: groups.archived,
      chatEnabled: groups.chatEnabled,
    })
    .from(groupMemberships)
    .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
    .where(
      and(
        eq(groupMemberships.memberId, memberId),
        eq(groupMemberships.status, 'member'),
        groupId ? eq(groups.id, groupId) : undefined,
      ),
    );
}
