import { type Article, type ArticleSummary, type Blog, blogPages } from '../../../contract/blogs.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { namedAudience } from '../channels/service.js';
import { memberRowsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import type { BlogContext } from './load.js';
import { articleState } from './policy.js';
import type { articles } from './tables.js';

export type ArticleRow = typeof articles.$inferSelect;

/** The owner type of an article's image and of the images and files its text shows (files module). */
export const ARTICLE_SUBJECT = 'article';
/** The search module name of articles (part 1 section 2.3). */
export const ARTICLE_SEARCH_MODULE = 'articles';

/** An image URL with `{size}` for one of the image sizes. */
export const articleImagePath = (fileId: string) => `/api/storage/images/${fileId}/get/{size}`;

export async function presentBlog(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  context: BlogContext,
): Promise<Blog> {
  const { blog, channel, can } = context;
  return {
    id: blog.id,
    parent_id: channel.id,
    title: blog.title,
    description: blog.description,
    publish_as: blog.publishAs,
    policy_settings: can.update
      ? {
          create_and_update: {
            permitted_audience: await namedAudience(ctx, network, viewer, blog.writeAudience),
          },
          publish_and_unpublish: {
            permitted_audience: await namedAudience(ctx, network, viewer, blog.publishAudience),
          },
        }
      : null,
    channel: { id: channel.id, slug: channel.slug, title: channel.title, status: channel.status },
    can: { update: can.update, create_article: can.create_article, publish: can.publish },
  };
}

/** Names of the articles' authors, for bylines under the authors' names. */
export async function authorNames(
  db: Db,
  network: NetworkRecord,
  context: BlogContext,
  rows: readonly ArticleRow[],
): Promise<Map<string, string>> {
  if (context.blog.publishAs !== 'author') return new Map();
  const ids = rows.flatMap((row) => (row.authorId ? [row.authorId] : []));
  const members = await memberRowsByIds(db, network, ids);
  return new Map([...members].map(([id, member]) => [id, member.name]));
}

export function presentArticleSummary(
  context: BlogContext,
  row: ArticleRow,
  authors: ReadonlyMap<string, string>,
  now: Date,
): ArticleSummary {
  const byline =
    context.blog.publishAs === 'author' && row.authorId
      ? (authors.get(row.authorId) ?? context.blog.title)
      : context.blog.title;
  return {
    id: row.id,
    blog_id: row.blogId,
    title: row.title,
    teaser: row.teaser,
    image_url: row.imageFileId ? articleImagePath(row.imageFileId) : null,
    image_file_id: row.imageFileId,
    state: articleState(row, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    language: row.language,
    byline,
    url: blogPages.article(row.blogId, row.id),
  };
}

/** Who wrote a draft may change it; a published or scheduled one is the publishers' to delete. */
export function articleCan(context: BlogContext, row: ArticleRow) {
  const { can } = context;
  return {
    update: can.create_article,
    publish: can.publish,
    destroy: row.status === 'draft' ? can.create_article || can.publish : can.publish,
  };
}

export function presentArticle(
  context: BlogContext,
  row: ArticleRow,
  authors: ReadonlyMap<string, string>,
  now: Date,
): Article {
  return {
    ...presentArticleSummary(context, row, authors, now),
    html_content: row.html,
    activity_id: row.activityId,
    channel: { slug: context.channel.slug, title: context.channel.title },
    can: articleCan(context, row),
  };
}
