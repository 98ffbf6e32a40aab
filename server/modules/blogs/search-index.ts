import { asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import {
  indexLater,
  type SearchDocumentInput,
  type SearchIndexer,
} from '../../platform/modules/extensions.js';
import type { VisibilitySubject } from '../../platform/visibility/keys.js';
import { CHANNEL_SEARCH_MODULE, channelRecordsByIds } from '../channels/service.js';
import { articleKeys } from './policy.js';
import { ARTICLE_SEARCH_MODULE, articleImagePath } from './present.js';
import { articles } from './tables.js';

/**
 * Articles in the search index (module `articles`): title, teaser and text, under the channel's list
 * keys once live (its readers while published, else its editors) and its editors' keys before. The
 * payload is the spec's hit shape (title, teaser, blog_id, published_at, image_url).
 */
export function articleSearchIndexer(): SearchIndexer {
  return {
    async documents(db, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(articles)
        .where(inArray(articles.id, [...ids]));
      const channels = await channelRecordsByIds(
        db,
        rows.map((row) => row.blogId),
      );
      const now = new Date();
      return rows.flatMap((row): SearchDocumentInput[] => {
        const channel = channels.get(row.blogId);
        if (!channel) return [];
        return [
          {
            subjectId: row.id,
            title: row.title,
            body: [row.teaser, row.plain].filter(Boolean).join('\n'),
            visibility: articleKeys(channel, row, now),
            language: row.language,
            date: row.publishedAt ?? row.updatedAt,
            payload: {
              title: row.title,
              teaser: row.teaser,
              blog_id: row.blogId,
              published_at: row.publishedAt?.toISOString() ?? null,
              image_url: row.imageFileId ? articleImagePath(row.imageFileId) : null,
              url: `/blogs/${row.blogId}/articles/${row.id}`,
            },
          },
        ];
      });
    },
    async subjectIds(db, after, limit) {
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(after ? gt(articles.id, after) : undefined)
        .orderBy(asc(articles.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

/**
 * A channel's audience or status changed (`subjectVisibilityChanged` from the channels module): its
 * articles' documents are indexed again in that transaction's outbox.
 */
export function reindexChannelArticles(ctx: Pick<AppContext, 'jobs'>) {
  return async (tx: Db | Tx, subject: VisibilitySubject) => {
    if (subject.type !== CHANNEL_SEARCH_MODULE) return;
    const rows = await tx.select({ id: articles.id }).from(articles).where(eq(articles.blogId, subject.id));
    // The holders run inside the channel's write transaction (channels/write.ts).
    await indexLater(
      ctx,
      tx as Tx,
      ARTICLE_SEARCH_MODULE,
      rows.map((row) => row.id),
    );
  };
}
