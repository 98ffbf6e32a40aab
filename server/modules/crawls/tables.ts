import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';

/**
 * A link crawl: one row per request. A job fetches the page and fills title, description and image;
 * a finished crawl of the same URL is reused for a while (crawls/service.ts) instead of fetching again.
 */
export const crawls = pgTable(
  'crawls',
  {
    id: idColumn(),
    url: text('url').notNull(),
    status: text('status', { enum: ['initialized', 'retry', 'finished', 'error'] }).notNull(),
    title: text('title'),
    description: text('description'),
    /** The og:image address on the page's site, as found (never sent to browsers). */
    imageUrl: text('image_url'),
    /** The preview image fetched from `image_url`, re-encoded and stored (crawls/image.ts); null when none. */
    imageBlobKey: text('image_blob_key'),
    /** Why the last attempt failed (for the log and operators; never shown to members). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    requestedById: text('requested_by_id'),
    createdAt: createdAt(),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [index('crawls_url_idx').on(t.url, t.finishedAt)],
);

/**
 * RSS and Atom feeds the rss widget shows, fetched through the crawler's safe fetch and kept for a
 * while (crawls/feeds.ts), so a busy start page fetches a feed once per period, not per view. A
 * failure is kept too (`error`), for a shorter while, so a broken feed is not asked on every view.
 */
export const feedCaches = pgTable('feed_caches', {
  url: text('url').primaryKey(),
  title: text('title'),
  link: text('link'),
  items: jsonb('items').$type<FeedItem[]>().notNull().default([]),
  error: text('error'),
  fetchedAt: timestampColumn('fetched_at').notNull(),
});
export type FeedItem = { title: string; link: string | null; published_at: string | null };
