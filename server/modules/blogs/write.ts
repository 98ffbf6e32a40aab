import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Article,
  createArticleBody,
  publishArticleBody,
  updateArticleBody,
} from '../../../contract/blogs.js';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../contract/designs.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { activityPublisher, indexLater } from '../../platform/modules/extensions.js';
import { viewerKeySet } from '../channels/service.js';
import { attachImageUpload, attachmentIdsOf, attachUploads, destroyFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { prepareArticleContent } from './content.js';
import { announceIfLive, WENT_LIVE_JOB, withdrawActivity } from './live.js';
import { type BlogContext, loadBlog, requireRight } from './load.js';
import { ARTICLE_SEARCH_MODULE, ARTICLE_SUBJECT, type ArticleRow, articleCan } from './present.js';
import { presentAfterWrite, visibleArticle } from './read.js';
import { articles } from './tables.js';

const TITLE_EMPTY = 'errors.blogs.title_empty';

/** Images and files the text shows: those the article owns stay, others must be the writer's uploads. */
async function attachContentFiles(tx: Tx, viewer: Viewer, articleId: string, fileIds: string[]) {
  if (fileIds.length === 0) return;
  const owner = { type: ARTICLE_SUBJECT, id: articleId };
  const owned = new Set(await attachmentIdsOf(tx, owner));
  const fresh = fileIds.filter((id) => !owned.has(id));
  await attachUploads(tx, viewer, owner, fresh, 'article.html_content');
}

async function attachImage(ctx: AppContext, tx: Tx, viewer: Viewer, articleId: string, fileId: string) {
  await attachImageUpload(
    ctx,
    tx,
    viewer,
    { type: ARTICLE_SUBJECT, id: articleId },
    fileId,
    'article.image_file_id',
    IMAGE_UPLOAD_MAX_BYTES,
  );
}

/** Runs a write inside a transaction with the blog loaded in it (the viewer's keys asked before). */
async function inBlog<T>(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  blogId: string,
  write: (tx: Tx, context: BlogContext) => Promise<T>,
): Promise<{ context: BlogContext; result: T }> {
  const keys = await viewerKeySet(ctx, viewer);
  return ctx.db.transaction(async (tx) => {
    const context = await loadBlog(ctx, tx, network, viewer, blogId, { keys });
    return { context, result: await write(tx, context) };
  });
}

async function lockedArticle(tx: Tx, context: BlogContext, id: string): Promise<ArticleRow> {
  const row = await visibleArticle(tx, context, id, { lock: true });
  if (!row) throw notFound('article');
  return row;
}

/** POST /blogs/{blogId}/articles: a draft, written by the blog's permitted writers (403 for readers). */
export async function createArticle(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  blogId: string,
  body: z.output<typeof createArticleBody>,
): Promise<Article> {
  const input = body.article;
  const title = input.title.trim();
  const content = prepareArticleContent(input.html_content);
  const { context, result } = await inBlog(ctx, network, viewer, blogId, async (tx, context) => {
    requireRight(context.can.create_article, 'You may not write articles in this blog.');
    if (title === '') throw unprocessable({ 'article.title': [TITLE_EMPTY] });
    const [row] = await tx
      .insert(articles)
      .values({
        blogId: context.channel.id,
        title,
        teaser: input.teaser.trim(),
        html: content.html,
        plain: content.plain,
        language: input.language,
        authorId: viewer.id,
      })
      .returning();
    if (!row) throw new Error('blogs: insert returned no row');
    if (input.image_file_id) {
      await attachImage(ctx, tx, viewer, row.id, input.image_file_id);
      row.imageFileId = input.image_file_id;
      await tx.update(articles).set({ imageFileId: row.imageFileId }).where(eq(articles.id, row.id));
    }
    await attachContentFiles(tx, viewer, row.id, content.fileIds);
    await indexLater(ctx, tx, ARTICLE_SEARCH_MODULE, [row.id]);
    return row;
  });
  return presentAfterWrite(ctx, network, context, result);
}

/** PUT /blogs/{blogId}/articles/{id}: the fields sent change; a replaced image is destroyed after. */
export async function updateArticle(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  blogId: string,
  id: string,
  body: z.output<typeof updateArticleBody>,
): Promise<Article> {
  const fields = body.article;
  const errors: FieldErrors = {};
  if (fields.title !== undefined && fields.title.trim() === '') errors['article.title'] = [TITLE_EMPTY];
  const content = fields.html_content === undefined ? null : prepareArticleContent(fields.html_content);
  const { context, result } = await inBlog(ctx, network, viewer, blogId, async (tx, context) => {
    const before = await lockedArticle(tx, context, id);
    requireRight(articleCan(context, before).update, 'You may not edit articles in this blog.');
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    let imageFileId = before.imageFileId;
    if (fields.image_file_id !== undefined && fields.image_file_id !== before.imageFileId) {
      if (fields.image_file_id) await attachImage(ctx, tx, viewer, before.id, fields.image_file_id);
      imageFileId = fields.image_file_id;
    }
    if (content) await attachContentFiles(tx, viewer, before.id, content.fileIds);
    const [row] = await tx
      .update(articles)
      .set({
        ...(fields.title === undefined ? {} : { title: fields.title.trim() }),
        ...(fields.teaser === undefined ? {} : { teaser: fields.teaser.trim() }),
        ...(fields.language === undefined ? {} : { language: fields.language }),
        ...(content ? { html: content.html, plain: content.plain } : {}),
        imageFileId,
        updatedAt: sql`now()`,
      })
      .where(eq(articles.id, before.id))
      .returning();
    if (!row) throw notFound('article');
    await indexLater(ctx, tx, ARTICLE_SEARCH_MODULE, [row.id]);
    const replaced = before.imageFileId && before.imageFileId !== imageFileId ? before.imageFileId : null;
    return { row, replaced };
  });
  if (result.replaced) await destroyFiles(ctx, [result.replaced]);
  return presentAfterWrite(ctx, network, context, result.row);
}

/**
 * POST …/publish: now, or scheduled for a later `published_at`. Only the blog's permitted publishers
 * (403 for everyone else who sees the blog, nothing written). Going live now writes the activity in
 * this transaction; a later instant queues the job that does it then.
 */
export async function publishArticle(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  blogId: string,
  id: string,
  body: z.output<typeof publishArticleBody>,
): Promise<Article> {
  const now = new Date();
  const publishedAt = body.published_at ? new Date(body.published_at) : now;
  const { context, result } = await inBlog(ctx, network, viewer, blogId, async (tx, context) => {
    const before = await lockedArticle(tx, context, id);
    requireRight(context.can.publish, 'You may not publish articles in this blog.');
    const [row] = await tx
      .update(articles)
      .set({ status: 'published', publishedAt, updatedAt: sql`now()` })
      .where(eq(articles.id, before.id))
      .returning();
    if (!row) throw notFound('article');
    if (publishedAt > now) {
      await withdrawActivity(ctx, tx, row);
      row.activityId = null;
      await ctx.jobs.enqueue(tx, WENT_LIVE_JOB, { id: row.id }, { runAt: publishedAt });
    }
    const announced = await announceIfLive(ctx, tx, context.channel, row, now);
    const [current] = await tx.select().from(articles).where(eq(articles.id, row.id));
    return { row: current ?? row, announced };
  });
  if (result.announced) await activityPublisher(ctx)?.published();
  return presentAfterWrite(ctx, network, context, result.row);
}

/** POST …/unpublish: a draft again; its activity is hidden from members. */
export async function unpublishArticle(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  blogId: string,
  id: string,
): Promise<Article> {
  const { context, result } = await inBlog(ctx, network, viewer, blogId, async (tx, context) => {
    const before = await lockedArticle(tx, context, id);
    requireRight(context.can.publish, 'You may not unpublish articles in this blog.');
    await withdrawActivity(ctx, tx, before);
    const [row] = await tx
      .update(articles)
      .set({ status: 'draft', publishedAt: null, activityId: null, updatedAt: sql`now()` })
      .where(eq(articles.id, before.id))
      .returning();
    if (!row) throw notFound('article');
    await indexLater(ctx, tx, ARTICLE_SEARCH_MODULE, [row.id]);
    return row;
  });
  return presentAfterWrite(ctx, network, context, result);
}

/** DELETE …: the article, its activity (hidden) and search document; its files after the commit. */
export async function deleteArticle(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  blogId: string,
  id: string,
): Promise<void> {
  const { result } = await inBlog(ctx, network, viewer, blogId, async (tx, context) => {
    const before = await lockedArticle(tx, context, id);
    requireRight(articleCan(context, before).destroy, 'You may not delete this article.');
    await withdrawActivity(ctx, tx, before);
    const files = await attachmentIdsOf(tx, { type: ARTICLE_SUBJECT, id: before.id });
    await tx.delete(articles).where(eq(articles.id, before.id));
    await indexLater(ctx, tx, ARTICLE_SEARCH_MODULE, [before.id]);
    return files;
  });
  await destroyFiles(ctx, result);
}
