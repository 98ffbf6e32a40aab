import type { Db } from '../../db/client.js';
import { type ArticleSeed, buildArticle } from '../../db/seed/build/blogs.js';
import { buildChannel, type ChannelSeed, subscribeMembers } from '../../db/seed/build/channels.js';
import { next } from './sequence.js';

/** A channel (published, for every network member unless told otherwise) with a unique slug. */
export async function createChannel(db: Db, overrides: Partial<ChannelSeed> = {}) {
  const n = next();
  return buildChannel(db, { slug: `channel-${n}`, title: `Channel ${n}`, ...overrides });
}

/** Subscribes the members to the channel, keeping its subscriber count. */
export function subscribeToChannel(db: Db, channelId: string, memberIds: readonly string[]) {
  return subscribeMembers(db, channelId, memberIds);
}

/** An article of a channel's blog (live now unless `publishedAt` is null, a draft, or later). */
export function createArticle(db: Db, seed: Partial<ArticleSeed> & { blogId: string }) {
  const n = next();
  return buildArticle(db, {
    title: `Article ${n}`,
    html: '<p>Text</p>',
    language: 'en',
    authorId: null,
    publishedAt: new Date(Date.now() - 60_000),
    ...seed,
  });
}
