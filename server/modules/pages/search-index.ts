import { asc, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { groupContentKeysByIds, groupLabelsByIds } from '../groups/service.js';
import { memberRowsByIds } from '../members/service.js';
import { networkPageKeys } from './policy.js';
import { pagePath } from './scope.js';
import { pages } from './tables.js';

/**
 * Pages in the search index: title and text, with the page's readers as keys (a group page its
 * group's content keys, a network page internal members or, when public, everyone), so a hit reaches
 * exactly whoever may open the page. The payload is the hit shape of part 1 section 7 (title, slug,
 * group_slug).
 */
export function pageSearchIndexer(ctx: Pick<AppContext, 'network'>): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(pages)
        .where(inArray(pages.id, [...ids]));
      const groupIds = rows.flatMap((row) => (row.groupId ? [row.groupId] : []));
      const network = await ctx.network.get();
      const [groupKeys, groupLabels, authors] = await Promise.all([
        groupContentKeysByIds(db, groupIds),
        groupLabelsByIds(db, groupIds),
        memberRowsByIds(
          db as Db,
          network,
          rows.map((row) => row.authorId),
        ),
      ]);
      return rows.flatMap((row): SearchDocumentInput[] => {
        const group = row.groupId ? groupLabels.get(row.groupId) : null;
        const visibility = row.groupId ? groupKeys.get(row.groupId) : networkPageKeys(row);
        // A page of a group that no longer exists leaves the index.
        if (!visibility || group === undefined) return [];
        const groupSlug = group?.slug ?? null;
        return [
          {
            subjectId: row.id,
            groupId: row.groupId,
            title: row.title,
            body: row.plain,
            visibility,
            authorName: authors.get(row.authorId)?.name ?? '',
            kind: 'page',
            date: row.updatedAt,
            payload: {
              url: pagePath(row.slug, groupSlug),
              title: row.title,
              slug: row.slug,
              group_slug: groupSlug,
            },
          },
        ];
      });
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: pages.id })
        .from(pages)
        .where(after ? gt(pages.id, after) : undefined)
        .orderBy(asc(pages.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
