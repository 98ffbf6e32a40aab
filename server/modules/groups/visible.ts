import { and, count, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { type CategoryRecord, canSeeGroup, type GroupRecord, type GroupState } from './policy.js';
import type { MembershipRecord } from './present.js';
import { groupCategories, groupCategoryAdmins, groupMemberships, groups } from './tables.js';

/**
 * Groups as a viewer may see them, loaded for many references at once. Callers that need to know
 * whether the viewer sees a group ask `visibleGroupsByRef` or `visibleGroup` (absent or null when not);
 * only routes that must answer 404 use the throwing `loadVisibleGroup`.
 */

export type GroupContext = {
  group: GroupRecord;
  category: CategoryRecord;
  membership: MembershipRecord | null;
  state: GroupState;
};

/** Slugs and ids are short; longer references name no group and are not sent to the database. */
const MAX_REF_LENGTH = 200;

/**
 * The viewer's standing in the group of the current `groups` row, as columns of one query: whether
 * they administer its category, and the number of group administrators. The count matters only to a
 * viewer who is one of them (the last-admin rule), so it is counted only then.
 */
function standingColumns(db: Db | Tx, viewer: Viewer) {
  const admins = alias(groupMemberships, 'group_admins');
  const adminCount = db
    .select({ n: count() })
    .from(admins)
    .where(and(eq(admins.groupId, groups.id), eq(admins.status, 'member'), eq(admins.isAdmin, true)));
  const categoryAdmin = db
    .select({ one: sql`1` })
    .from(groupCategoryAdmins)
    .where(
      and(eq(groupCategoryAdmins.categoryId, groups.categoryId), eq(groupCategoryAdmins.memberId, viewer.id)),
    );
  return {
    isCategoryAdmin: sql<boolean>`${exists(categoryAdmin)}`,
    adminCount: sql<number>`case when ${groupMemberships.status} = 'member' and ${groupMemberships.isAdmin}
      then (${adminCount}) else 0 end`.mapWith(Number),
  };
}

/** Groups with their category and the viewer's membership and standing; one statement. */
export async function groupsWithStanding(db: Db | Tx, viewer: Viewer, where: SQL | undefined) {
  const rows = await db
    .select({
      group: groups,
      category: groupCategories,
      membership: groupMemberships,
      ...standingColumns(db, viewer),
    })
    .from(groups)
    .innerJoin(groupCategories, eq(groupCategories.id, groups.categoryId))
    .leftJoin(
      groupMemberships,
      and(eq(groupMemberships.groupId, groups.id), eq(groupMemberships.memberId, viewer.id)),
    )
    .where(where);
  return rows.map(
    (row): GroupContext => ({
      group: row.group,
      category: row.category,
      membership: row.membership,
      state: {
        group: row.group,
        membership: row.membership
          ? { status: row.membership.status, isAdmin: row.membership.isAdmin }
          : null,
        isCategoryAdmin: row.isCategoryAdmin === true,
        adminCount: row.adminCount,
      },
    }),
  );
}

/**
 * The groups behind these references (ids or slugs, as the spec's paths use both) that the viewer may
 * see, each with its category, the viewer's membership and the policy's state, keyed by the reference
 * given. Unknown, malformed and invisible references are simply absent. One statement for any number.
 * A reference that is one group's id and another's slug names the group with that id.
 */
export async function visibleGroupsByRef(
  db: Db | Tx,
  viewer: Viewer,
  refs: readonly string[],
): Promise<Map<string, GroupContext>> {
  const wanted = [...new Set(refs)].filter((ref) => ref.length > 0 && ref.length <= MAX_REF_LENGTH);
  const result = new Map<string, GroupContext>();
  if (wanted.length === 0) return result;
  const ids = wanted.filter(isId);
  const contexts = await groupsWithStanding(
    db,
    viewer,
    or(ids.length > 0 ? inArray(groups.id, ids) : undefined, inArray(groups.slug, wanted)),
  );
  const byId = new Map(contexts.map((context) => [context.group.id, context]));
  const bySlug = new Map(contexts.map((context) => [context.group.slug, context]));
  for (const ref of wanted) {
    const context = byId.get(ref) ?? bySlug.get(ref);
    if (context && canSeeGroup(viewer, context.state)) result.set(ref, context);
  }
  return result;
}

/** The group with the viewer's state, or null when it does not exist or the viewer may not see it. */
export async function visibleGroup(db: Db | Tx, viewer: Viewer, ref: string): Promise<GroupContext | null> {
  return (await visibleGroupsByRef(db, viewer, [ref])).get(ref) ?? null;
}

/** The group with the viewer's state, or 404 when it does not exist or the viewer may not see it. */
export async function loadVisibleGroup(db: Db | Tx, viewer: Viewer, ref: string): Promise<GroupContext> {
  const context = await visibleGroup(db, viewer, ref);
  if (!context) throw notFound('group');
  return context;
}

/**
 * The viewer's state in a group already loaded (membership changes read it again inside their
 * transaction, after locking the group row); one statement.
 */
export async function loadGroupState(
  db: Db | Tx,
  viewer: Viewer,
  group: GroupRecord,
  category: CategoryRecord,
): Promise<GroupContext> {
  const [fresh] = await groupsWithStanding(db, viewer, eq(groups.id, group.id));
  const state: GroupState = {
    group,
    membership: fresh?.state.membership ?? null,
    isCategoryAdmin: fresh?.state.isCategoryAdmin ?? false,
    adminCount: fresh?.state.adminCount ?? 0,
  };
  return { group, category, membership: fresh?.membership ?? null, state };
}

/** SQL condition on `groups`: the groups the viewer may see (the list form of canSeeGroup). */
export function visibleGroups(db: Db | Tx, viewer: Viewer): SQL | undefined {
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
