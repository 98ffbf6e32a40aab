import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DirectoryGroup } from '../../../contract/directory.js';
import type { Db } from '../../db/client.js';
import { startsWithLetter } from '../../platform/glossary.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkSettings } from '../../platform/network/defaults.js';
import { containsPattern } from '../members/service.js';
import { canJoin, canRequestJoin } from './policy.js';
import { groupMemberships, groups } from './tables.js';
import { groupsWithStanding, visibleGroups } from './visible.js';

export type GroupSortField = 'name' | 'member_count';
export type CategoryGroupQuery = {
  terms: string[];
  initial?: string;
  /** Only groups the viewer belongs to. */
  onlyMine: boolean;
  /** Only groups the viewer does not belong to yet. */
  notJoined: boolean;
  sort: { field: GroupSortField; direction: 'asc' | 'desc' };
  page: number;
  per: number;
  /** The members the viewer may see (a subquery of the members service): only they are counted. */
  visibleMemberIds: SQL;
};

/**
 * One page of a category's groups for the directory (/directory/{category}.json): the groups the
 * viewer may see, with the number of their members the viewer may see and whether the viewer may
 * join or ask to join. Three statements for any page: the page with its counts, the total, and the
 * viewer's standing in the page's groups.
 */
export async function categoryGroupsPage(
  db: Db,
  viewer: Viewer,
  settings: NetworkSettings,
  categoryId: string,
  query: CategoryGroupQuery,
): Promise<{ entries: DirectoryGroup[]; total: number }> {
  const mine = db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .where(and(eq(groupMemberships.memberId, viewer.id), eq(groupMemberships.status, 'member')));
  const where = and(
    eq(groups.categoryId, categoryId),
    visibleGroups(db, viewer),
    ...query.terms.map((term) => sql`${groups.name} ilike ${containsPattern(term)}`),
    query.initial ? startsWithLetter(sql`${groups.name}`, query.initial) : undefined,
    query.onlyMine ? sql`${groups.id} in (${mine})` : undefined,
    query.notJoined ? sql`${groups.id} not in (${mine})` : undefined,
  );
  const memberCount = sql<number>`(select count(*) from ${groupMemberships}
    where ${groupMemberships.groupId} = ${groups.id} and ${groupMemberships.status} = 'member'
      and ${groupMemberships.memberId} in (${query.visibleMemberIds}))`.mapWith(Number);
  const direction = query.sort.direction === 'desc' ? desc : asc;
  const byName = direction(sql`lower(${groups.name})`);
  const [page, [totals]] = await Promise.all([
    db
      .select({ id: groups.id, memberCount })
      .from(groups)
      .where(where)
      .orderBy(
        ...(query.sort.field === 'member_count'
          ? [direction(memberCount), asc(sql`lower(${groups.name})`)]
          : [byName]),
        asc(groups.id),
      )
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    db.select({ total: count() }).from(groups).where(where),
  ]);
  const ids = page.map((row) => row.id);
  const contexts = ids.length > 0 ? await groupsWithStanding(db, viewer, inArray(groups.id, ids)) : [];
  const byId = new Map(contexts.map((context) => [context.group.id, context]));
  const entries = page.flatMap(({ id, memberCount: members }): DirectoryGroup[] => {
    const context = byId.get(id);
    if (!context) return [];
    const { group, membership, state } = context;
    return [
      {
        id: group.id,
        slug: group.slug,
        name: group.name,
        teaser: group.teaser,
        profile_image: group.profileImageUrl,
        access: group.access,
        archived: group.archived,
        member_count: members,
        membership_status_of_current_member: membership?.status ?? 'no_member',
        can: {
          join: canJoin(viewer, state, settings),
          join_moderated: canRequestJoin(viewer, state, settings),
        },
      },
    ];
  });
  return { entries, total: totals?.total ?? 0 };
}
