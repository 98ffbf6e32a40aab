import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { SearchDocumentInput, SearchIndexer } from '../../platform/modules/extensions.js';
import { memberRowsByIds } from '../members/service.js';
import { valueText } from './integrations/template.js';
import { itemPath } from './present.js';
import { appItems, apps } from './tables.js';

/** The items' search module (part 1 section 3: hits carry item_id, app_id, frontend_app_url). */
export const APP_SEARCH_MODULE = 'items';

/**
 * Items in the search index: the name as title, every value as text as the body, under the app's
 * visibility keys, so a group app's items are found only by whoever sees the group's content.
 * Archived items and items of deleted apps leave the index.
 */
export function itemSearchIndexer(ctx: Pick<AppContext, 'network'>): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ item: appItems, app: apps })
        .from(appItems)
        .innerJoin(apps, eq(apps.id, appItems.appId))
        .where(inArray(appItems.id, [...ids]));
      const authors = await memberRowsByIds(
        db as Db,
        await ctx.network.get(),
        rows.map((row) => row.item.authorId),
      );
      return rows.flatMap(({ item, app }): SearchDocumentInput[] => {
        if (item.archivedAt) return [];
        const url = itemPath(app.slug, item.id);
        return [
          {
            subjectId: item.id,
            groupId: app.groupId,
            title: item.name || app.name,
            body: Object.values(item.values).map(valueText).filter(Boolean).join('\n').slice(0, 100_000),
            visibility: app.visibility,
            authorName: authors.get(item.authorId)?.name ?? '',
            kind: 'item',
            date: item.updatedAt,
            payload: {
              url,
              item_id: item.id,
              app_id: app.id,
              frontend_app_url: url,
              title: item.name || app.name,
            },
          },
        ];
      });
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: appItems.id })
        .from(appItems)
        .where(after ? gt(appItems.id, after) : undefined)
        .orderBy(asc(appItems.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
