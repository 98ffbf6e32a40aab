import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { categoryAdminKey } from './policy.js';
import { groupMemberships, groups } from './tables.js';

/**
 * Groups in the search index: name, teaser and description. Keys are `canSeeGroup` (policy.ts):
 * network and category administrators, everyone with a membership row of any state, and, unless the
 * group is hidden, internal members (everyone with an externally visible group). Membership changes
 * re-index the group (membership.ts).
 */
export function groupSearchIndexer(): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const [rows, rowsOfMembers, counts] = await Promise.all([
        db
          .select()
          .from(groups)
          .where(inArray(groups.id, [...ids])),
        db
          .select({ groupId: groupMemberships.groupId, memberId: groupMemberships.memberId })
          .from(groupMemberships)
          .where(inArray(groupMemberships.groupId, [...ids])),
        db
          .select({ groupId: groupMemberships.groupId, total: count() })
          .from(groupMemberships)
          .where(and(inArray(groupMemberships.groupId, [...ids]), eq(groupMemberships.status, 'member')))
          .groupBy(groupMemberships.groupId),
      ]);
      const memberCount = new Map(counts.map((row) => [row.groupId, row.total]));
      return rows.map((group): SearchDocumentInput => {
        const keys = [visibleTo.networkAdmins, categoryAdminKey(group.categoryId)];
        for (const row of rowsOfMembers)
          if (row.groupId === group.id) keys.push(visibleTo.member(row.memberId));
        if (group.access !== 'hidden')
          keys.push(group.externallyVisible ? visibleTo.everyone : visibleTo.internalMembers);
        return {
          subjectId: group.id,
          title: group.name,
          body: [group.teaser, group.description].join(' '),
          visibility: keys,
          groupId: group.id,
          date: group.updatedAt,
          payload: {
            url: `/groups/${group.slug}`,
            slug: group.slug,
            name: group.name,
            images: { small: group.profileImageUrl, medium: group.profileImageUrl },
            access: group.access,
            archived: group.archived,
            member_count: memberCount.get(group.id) ?? 0,
            activity_count: group.activityCount,
            teaser: group.teaser,
          },
        };
      });
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: groups.id })
        .from(groups)
        .where(after ? gt(groups.id, after) : undefined)
        .orderBy(asc(groups.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
