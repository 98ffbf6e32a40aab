import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  type GroupPromotionResponse,
  MAX_PROMOTED_GROUPS,
  PROMOTION_DECORATORS,
  type PromotionDecorator,
} from '../../../contract/group-promotion.js';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { canJoin, canRequestJoin, type GroupState } from './policy.js';
import { groupCategories, groupMemberships, groups } from './tables.js';
import { visibleGroups } from './visible.js';

/**
 * The groups promoted to the viewer (part 3 section 3.1 `group_promotion_config`), shown on the start
 * page where members look first. Members get the named groups and the groups of the named categories
 * while the promotion is active; guests get them only with `enabled_for_external`, and in any case the
 * groups of the guests' category (`guest_category_id`, when the network has guests), which is how an
 * administrator decides which groups guests are offered. Only groups the viewer may see (hidden ones
 * never, unless the viewer could open them anyway), not archived, and without any membership row of
 * the viewer (members, pending requests and invitations have their own places).
 */

type Source = {
  groupIds: string[];
  categoryIds: string[];
  decorators: PromotionDecorator[];
  title: string | null;
};

const known = (keys: readonly string[]) =>
  PROMOTION_DECORATORS.filter((decorator) => keys.includes(decorator));

/** What the viewer is offered, or null when nothing is promoted to them. */
function sourceFor(viewer: Viewer, network: NetworkRecord): Source | null {
  const promotion = network.settings.group_promotion_config;
  if (!viewer.isExternal) {
    if (!promotion.active) return null;
    const { group_ids, group_category_ids, decorators, title } = promotion;
    return { groupIds: group_ids, categoryIds: group_category_ids, decorators: known(decorators), title };
  }
  const promoted = promotion.active && promotion.enabled_for_external;
  const guestCategory = network.config.guest_users_allowed ? network.settings.guest_category_id : null;
  if (!promoted && !guestCategory) return null;
  return {
    groupIds: promoted ? promotion.group_ids : [],
    categoryIds: [
      ...(promoted ? promotion.group_category_ids : []),
      ...(guestCategory ? [guestCategory] : []),
    ],
    decorators: known(promotion.decorators_external),
    title: promoted ? promotion.title : null,
  };
}

/** GET /api/v1/group_promotion */
export async function groupPromotion(
  db: Db,
  network: NetworkRecord,
  viewer: Viewer,
): Promise<GroupPromotionResponse> {
  const source = sourceFor(viewer, network);
  if (!source || (source.groupIds.length === 0 && source.categoryIds.length === 0))
    return { promotion: null };
  const named = or(
    source.groupIds.length > 0 ? inArray(groups.id, source.groupIds) : undefined,
    source.categoryIds.length > 0 ? inArray(groups.categoryId, source.categoryIds) : undefined,
  ) as SQL;
  const rows = await db
    .select({ group: groups, categoryName: groupCategories.name })
    .from(groups)
    .innerJoin(groupCategories, eq(groupCategories.id, groups.categoryId))
    .leftJoin(
      groupMemberships,
      and(eq(groupMemberships.groupId, groups.id), eq(groupMemberships.memberId, viewer.id)),
    )
    .where(
      and(named, eq(groups.archived, false), isNull(groupMemberships.memberId), visibleGroups(db, viewer)),
    )
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(MAX_PROMOTED_GROUPS + 1);
  if (rows.length === 0) return { promotion: null };
  const shown = rows.slice(0, MAX_PROMOTED_GROUPS);
  const decorated = new Set(source.decorators);
  const counts = decorated.has('member_count')
    ? await memberCounts(
        db,
        shown.map((row) => row.group.id),
      )
    : new Map<string, number>();
  return {
    promotion: {
      title: source.title,
      description: source.title === null ? '' : network.settings.group_promotion_config.description,
      decorators: source.decorators,
      more: rows.length > MAX_PROMOTED_GROUPS,
      groups: shown.map(({ group, categoryName }) => {
        // No membership row (the query asks for that), so the viewer's state is that of a stranger.
        const state: GroupState = { group, membership: null, isCategoryAdmin: false, adminCount: 0 };
        return {
          id: group.id,
          slug: group.slug,
          name: group.name,
          image: decorated.has('image') ? group.profileImageUrl : null,
          description: decorated.has('description') ? group.teaser || null : null,
          member_count: decorated.has('member_count') ? (counts.get(group.id) ?? 0) : null,
          category: decorated.has('category') ? { id: group.categoryId, name: categoryName } : null,
          can: {
            join: canJoin(viewer, state, network.settings),
            join_moderated: canRequestJoin(viewer, state, network.settings),
          },
        };
      }),
    },
  };
}

async function memberCounts(db: Db, groupIds: string[]) {
  const rows = await db
    .select({ groupId: groupMemberships.groupId, n: count() })
    .from(groupMemberships)
    .where(and(inArray(groupMemberships.groupId, groupIds), eq(groupMemberships.status, 'member')))
    .groupBy(groupMemberships.groupId);
  return new Map(rows.map((row) => [row.groupId, row.n]));
}
