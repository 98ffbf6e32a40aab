import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { activityPublisher, indexLater } from '../../platform/modules/extensions.js';
import { hideActivityFromMembers } from '../activities/service.js';
import { type ChannelRecord, channelRecordsByIds } from '../channels/service.js';
import { articleKeys, isLive } from './policy.js';
import { ARTICLE_SEARCH_MODULE, ARTICLE_SUBJECT, type ArticleRow } from './present.js';
import { articles } from './tables.js';

/** The job that announces a scheduled article when its `published_at` has come. */
export const WENT_LIVE_JOB = 'blogs.went_live';

/**
 * An article whose time has come gets its activity in the network's stream (once; its replies are
 * the comments), visible to exactly its readers, and its search document under their keys. Answers
 * whether an activity was written, so the caller tells the unread counters after its commit.
 */
export async function announceIfLive(
  ctx: AppContext,
  tx: Tx,
  channel: ChannelRecord,
  article: ArticleRow,
  now: Date,
): Promise<boolean> {
  await indexLater(ctx, tx, ARTICLE_SEARCH_MODULE, [article.id]);
  if (!isLive(article, now) || article.activityId || !article.authorId) return false;
  const publisher = activityPublisher(ctx);
  if (!publisher) return false;
  const activityId = await publisher.publish(tx, {
    actorId: article.authorId,
    stream: { slug: 'all' },
    object: {
      type: ARTICLE_SUBJECT,
      id: article.id,
      name: article.title,
      url: `/blogs/${article.blogId}/articles/${article.id}`,
    },
    visibility: articleKeys(channel, article, now),
  });
  await tx.update(articles).set({ activityId }).where(eq(articles.id, article.id));
  return true;
}

/** Unpublishing or deleting: the activity is hidden from members, as its article is. */
export async function withdrawActivity(ctx: AppContext, tx: Tx, article: ArticleRow) {
  if (!article.activityId) return;
  await hideActivityFromMembers(ctx, tx, article.activityId);
  await tx.update(articles).set({ activityId: null }).where(eq(articles.id, article.id));
}

/** The job's handler: a rescheduled or unpublished article is left alone (its own job comes). */
export function defineWentLiveJob(ctx: AppContext) {
  ctx.jobs.define(WENT_LIVE_JOB, async (payload) => {
    const id = typeof payload.id === 'string' ? payload.id : '';
    const announced = await ctx.db.transaction(async (tx) => {
      const [article] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
      if (!article) return false;
      const channel = (await channelRecordsByIds(tx, [article.blogId])).get(article.blogId);
      if (!channel) return false;
      return announceIfLive(ctx, tx, channel, article, new Date());
    });
    if (announced) await activityPublisher(ctx)?.published();
  });
}
