import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { ARTICLES_PER_PAGE, type Article, type ArticleList } from '../../../contract/blogs.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from '../network/service.js';
import { countView } from '../statistics/service.js';
import { type BlogContext, loadBlog, loadChannelBlog } from './load.js';
import { isLive, seesUnpublished } from './policy.js';
import {
  type ArticleRow,
  authorNames,
  presentArticle,
  presentArticleSummary,
  presentBlog,
} from './present.js';
import { articles } from './tables.js';

const ID_MAX_LENGTH = 100;

/** What the viewer sees of a blog's articles: everything for its editors, live ones for readers. */
const visibleArticles = (context: BlogContext, now: Date) =>
  seesUnpublished(context.can)
    ? eq(articles.blogId, context.channel.id)
    : and(
        eq(articles.blogId, context.channel.id),
        eq(articles.status, 'published'),
        lte(articles.publishedAt, now),
      );

/**
 * GET /channels/{slug}/blog/articles?page: newest published first; editors see their drafts (newest
 * change first) and scheduled articles above them.
 */
export async function listArticles(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
  page: number,
): Promise<ArticleList> {
  const context = await loadChannelBlog(ctx, network, viewer, slug);
  const now = new Date();
  const where = visibleArticles(context, now);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(articles)
      .where(where)
      .orderBy(sql`${articles.publishedAt} desc nulls first`, desc(articles.updatedAt), desc(articles.id))
      .limit(ARTICLES_PER_PAGE)
      .offset((page - 1) * ARTICLES_PER_PAGE),
    ctx.db.select({ n: count() }).from(articles).where(where),
  ]);
  const authors = await authorNames(ctx.db, network, context, rows);
  return {
    articles: rows.map((row) => presentArticleSummary(context, row, authors, now)),
    pagination: { page, per_page: ARTICLES_PER_PAGE, total: total?.n ?? 0 },
    blog: await presentBlog(ctx, network, viewer, context),
  };
}

/** The article `id` of the blog if the viewer may see it (readers: live ones only); null otherwise. */
export async function visibleArticle(
  db: Db | Tx,
  context: BlogContext,
  id: string,
  options: { lock?: boolean; now?: Date } = {},
): Promise<ArticleRow | null> {
  if (id.length === 0 || id.length > ID_MAX_LENGTH) return null;
  const query = db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.blogId, context.channel.id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  return seesUnpublished(context.can) || isLive(row, options.now ?? new Date()) ? row : null;
}

/** GET /blogs/{blogId}/articles/{id}; a reader's view of a live article is counted (statistics). */
export async function showArticle(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  blogId: string,
  id: string,
): Promise<Article> {
  const context = await loadBlog(ctx, ctx.db, network, viewer, blogId);
  const now = new Date();
  const row = await visibleArticle(ctx.db, context, id, { now });
  if (!row) throw notFound('article');
  if (isLive(row, now)) await countView(ctx, ctx.db, null, now);
  return presentArticle(context, row, await authorNames(ctx.db, network, context, [row]), now);
}

/** The article as its viewer sees it after a write. */
export async function presentAfterWrite(
  ctx: AppContext,
  network: NetworkRecord,
  context: BlogContext,
  row: ArticleRow,
): Promise<Article> {
  return presentArticle(context, row, await authorNames(ctx.db, network, context, [row]), new Date());
}
