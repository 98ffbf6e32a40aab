import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BLOG_TITLE_REQUIRED, type Blog, type updateBlogBody } from '../../../contract/blogs.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { audienceProblems, distinctEntries, viewerKeySet } from '../channels/service.js';
import type { NetworkRecord } from '../network/service.js';
import { loadBlog, requireRight } from './load.js';
import { presentBlog } from './present.js';
import { blogs } from './tables.js';

/** GET /blogs/{id}: 404 for whoever may not read the channel's blog. */
export async function showBlog(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<Blog> {
  return presentBlog(ctx, network, viewer, await loadBlog(ctx, ctx.db, network, viewer, id));
}

const AUDIENCE_FIELDS = {
  create_and_update: 'blog.policy_settings.create_and_update.permitted_audience',
  publish_and_unpublish: 'blog.policy_settings.publish_and_unpublish.permitted_audience',
} as const;

/**
 * PUT /blogs/{id}: those who may update the channel (403 for its other readers). The first save
 * writes the blog's row; the audiences must name what the writer can see (422 per field otherwise).
 */
export async function updateBlog(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  body: z.output<typeof updateBlogBody>,
): Promise<Blog> {
  const fields = body.blog;
  const write = fields.policy_settings?.create_and_update.permitted_audience;
  const publish = fields.policy_settings?.publish_and_unpublish.permitted_audience;
  const keys = await viewerKeySet(ctx, viewer);
  const context = await loadBlog(ctx, ctx.db, network, viewer, id, { keys });
  requireRight(context.can.update, 'You may not change this blog.');
  const errors: FieldErrors = {};
  const problems = await audienceProblems(ctx, network, viewer, {
    create_and_update: write,
    publish_and_unpublish: publish,
  });
  // The channels' check names its fields `channel.<field>`; here they are the blog's policy settings.
  for (const [field, path] of Object.entries(AUDIENCE_FIELDS)) {
    const found = problems[`channel.${field}`];
    if (found) errors[path] = found;
  }
  if (fields.title !== undefined && fields.title.trim() === '') errors['blog.title'] = [BLOG_TITLE_REQUIRED];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const values = {
    title: fields.title === undefined ? context.blog.title : fields.title.trim(),
    description: fields.description === undefined ? context.blog.description : fields.description.trim(),
    publishAs: fields.publish_as ?? context.blog.publishAs,
    writeAudience: write ? distinctEntries(write) : context.blog.writeAudience,
    publishAudience: publish ? distinctEntries(publish) : context.blog.publishAudience,
  };
  await ctx.db
    .insert(blogs)
    .values({ id: context.channel.id, ...values })
    .onConflictDoUpdate({ target: blogs.id, set: { ...values, updatedAt: sql`now()` } });
  return presentBlog(ctx, network, viewer, await loadBlog(ctx, ctx.db, network, viewer, id, { keys }));
}
