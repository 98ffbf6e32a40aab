import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import {
  assertChannelsEnabled,
  type ChannelRecord,
  channelRecordsByIds,
  openableChannel,
  viewerKeySet,
} from '../channels/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type BlogCan, type BlogSettings, blogCan } from './policy.js';
import { blogs } from './tables.js';

export type BlogRow = typeof blogs.$inferSelect;

/** A blog with its channel and the viewer's rights: what every route decides on. */
export type BlogContext = {
  channel: ChannelRecord;
  /** The saved settings, or the defaults of a blog never saved (tables.ts). */
  blog: BlogRow;
  can: BlogCan;
  keys: ReadonlySet<string>;
};

const ID_MAX_LENGTH = 100;

/** The blog of a channel as saved, or its defaults. */
export async function blogOf(db: Db | Tx, channel: ChannelRecord): Promise<BlogRow> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, channel.id)).limit(1);
  return (
    row ?? {
      id: channel.id,
      title: channel.title,
      description: '',
      publishAs: 'blog_title',
      writeAudience: [],
      publishAudience: [],
      createdAt: channel.createdAt,
      updatedAt: channel.updatedAt,
    }
  );
}

const settingsOf = (blog: BlogRow): BlogSettings => ({
  writeAudience: blog.writeAudience,
  publishAudience: blog.publishAudience,
});

async function contextOf(
  db: Db | Tx,
  channel: ChannelRecord,
  keys: ReadonlySet<string>,
): Promise<BlogContext | null> {
  const blog = await blogOf(db, channel);
  const can = blogCan(channel, settingsOf(blog), keys);
  return can.read ? { channel, blog, can, keys } : null;
}

/** The blog `id` (its channel's id) if the viewer may read it; 404 otherwise. */
export async function loadBlog(
  ctx: AppContext,
  db: Db | Tx,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  options: { keys?: ReadonlySet<string> } = {},
): Promise<BlogContext> {
  assertChannelsEnabled(network);
  const context = await readableBlog(ctx, db, viewer, id, options);
  if (!context) throw notFound('blog');
  return context;
}

/** The null-answering form of loadBlog (channels enabled is the caller's check). */
export async function readableBlog(
  ctx: AppContext,
  db: Db | Tx,
  viewer: Viewer,
  id: string,
  options: { keys?: ReadonlySet<string> } = {},
): Promise<BlogContext | null> {
  if (id.length === 0 || id.length > ID_MAX_LENGTH) return null;
  const keys = options.keys ?? (await viewerKeySet(ctx, viewer));
  const channel = (await channelRecordsByIds(db, [id])).get(id);
  return channel ? contextOf(db, channel, keys) : null;
}

/** The blog of the channel `slug` if the viewer may read it; 404 otherwise. */
export async function loadChannelBlog(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  slug: string,
): Promise<BlogContext> {
  assertChannelsEnabled(network);
  const keys = await viewerKeySet(ctx, viewer);
  const opened = await openableChannel(ctx, ctx.db, viewer, slug, { keys });
  const context = opened ? await contextOf(ctx.db, opened.record, keys) : null;
  if (!context) throw notFound('blog');
  return context;
}

/** Readers who may not do something get 403: they see the blog, so its existence is no secret. */
export function requireRight(allowed: boolean, message: string) {
  if (!allowed) throw forbidden(message);
}
