import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type BlogWidgetArticle,
  type BlogWidgetFields,
  blogWidgetFields,
} from '../../../contract/channel-widgets.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import type { ChannelWidgetTypeEntry } from '../channel-widgets/service.js';
import { channelRecordsByIds } from '../channels/service.js';
import { canReadBlog } from './policy.js';
import { articleImagePath } from './present.js';
import { articles } from './tables.js';

/**
 * The `blog` widget of the channels' start pages (part 1 section 3): the latest articles of a blog
 * (the channel's own unless another is chosen). Whatever the viewer's rights in that blog, the widget
 * shows live articles only (published, their time reached) and nothing of a blog they may not read,
 * so drafts, scheduled articles and the articles of channels hidden from them never appear.
 */

/** The blogs among `blogIds` the viewer may read. */
async function readableBlogIds(
  ctx: Pick<AppContext, 'db' | 'extensions'>,
  viewer: Viewer,
  blogIds: readonly string[],
): Promise<string[]> {
  const channels = await channelRecordsByIds(ctx.db, blogIds);
  if (channels.size === 0) return [];
  const keys = new Set(await viewerKeys(ctx, viewer));
  return [...channels.values()].filter((channel) => canReadBlog(channel, keys)).map((c) => c.id);
}

/** The latest `count` live articles of each readable blog, in one statement for all of them. */
export async function latestLiveArticles(
  ctx: AppContext,
  viewer: Viewer,
  wanted: ReadonlyMap<string, number>,
  now: Date,
): Promise<Map<string, BlogWidgetArticle[]>> {
  const result = new Map<string, BlogWidgetArticle[]>([...wanted.keys()].map((id) => [id, []]));
  const blogIds = await readableBlogIds(ctx, viewer, [...wanted.keys()]);
  if (blogIds.length === 0) return result;
  const most = Math.max(...blogIds.map((id) => wanted.get(id) ?? 0));
  const ranked = ctx.db
    .select({
      id: articles.id,
      blogId: articles.blogId,
      title: articles.title,
      imageFileId: articles.imageFileId,
      publishedAt: articles.publishedAt,
      rank: sql<number>`row_number() over (partition by ${articles.blogId} order by ${articles.publishedAt} desc, ${articles.id} desc)`.as(
        'rank',
      ),
    })
    .from(articles)
    .where(
      and(
        inArray(articles.blogId, blogIds),
        eq(articles.status, 'published'),
        lte(articles.publishedAt, now),
      ),
    )
    .as('ranked');
  const rows = await ctx.db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, most))
    .orderBy(desc(ranked.publishedAt), desc(ranked.id));
  for (const row of rows) {
    const list = result.get(row.blogId);
    if (!list || list.length >= (wanted.get(row.blogId) ?? 0)) continue;
    list.push({
      id: row.id,
      blog_id: row.blogId,
      title: row.title,
      image_path: row.imageFileId ? articleImagePath(row.imageFileId) : null,
      // The spec's `created_at` of a widget article is when readers first saw it: its publication.
      created_at: (row.publishedAt ?? now).toISOString(),
    });
  }
  return result;
}

const blogOfWidget = (fields: Record<string, unknown>, channelId: string) =>
  (fields as BlogWidgetFields).blog_id ?? channelId;

export const blogWidgetType: ChannelWidgetTypeEntry = {
  fields: blogWidgetFields,
  // Another channel's blog only if the editor may read it (so no id of a hidden channel is stored).
  // Read in the write's transaction (one connection on PGlite).
  prepare: async ({ ctx, tx, viewer, fields }) => {
    const { blog_id } = fields as BlogWidgetFields;
    const readable = blog_id
      ? await readableBlogIds({ db: tx, extensions: ctx.extensions }, viewer, [blog_id])
      : [];
    if (blog_id && readable.length === 0) {
      throw unprocessable({ blog_id: ['errors.channel_widgets.unknown_blog'] });
    }
    return fields;
  },
  load: async ({ ctx, viewer, channel, widget, now }) => {
    const blogId = blogOfWidget(widget.fields, channel.id);
    const count = (widget.fields as BlogWidgetFields).count;
    const latest = await latestLiveArticles(ctx, viewer, new Map([[blogId, count]]), now);
    return { latest_articles: latest.get(blogId) ?? [] };
  },
};
