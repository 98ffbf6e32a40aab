import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { blogPages } from '../../../contract/blogs.js';
import type { Db } from '../../db/client.js';
import { articles } from './tables.js';

export type PublishedArticle = { id: string; blogId: string; title: string; teaser: string; url: string };

/**
 * Articles of these blogs that went live in (since, until], newest first: what the newsletter tells a
 * member about (the caller passes only blogs the member may read).
 */
export async function articlesPublishedBetween(
  db: Db,
  blogIds: readonly string[],
  since: Date,
  until: Date,
  limit: number,
): Promise<PublishedArticle[]> {
  if (blogIds.length === 0) return [];
  const rows = await db
    .select({ id: articles.id, blogId: articles.blogId, title: articles.title, teaser: articles.teaser })
    .from(articles)
    .where(
      and(
        inArray(articles.blogId, [...blogIds]),
        eq(articles.status, 'published'),
        gt(articles.publishedAt, since),
        lte(articles.publishedAt, until),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, url: blogPages.article(row.blogId, row.id) }));
}
