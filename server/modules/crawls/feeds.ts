import { eq } from 'drizzle-orm';
import type { WidgetDataOf, WidgetPropertiesOf } from '../../../contract/widgetbars.js';
import type { AppContext } from '../../platform/context.js';
import type { WidgetLoader } from '../../platform/modules/extensions.js';
import { decodeFeed, parseFeed } from './feed-parse.js';
import { safeFetch } from './safe-fetch.js';
import { feedCaches } from './tables.js';

/** A fetched feed is shown for this long before it is fetched again. */
export const FEED_FRESH_MS = 30 * 60_000;
/** A feed that failed is not asked again for this long. */
export const FEED_FAILED_MS = 5 * 60_000;
const MAX_REDIRECTS = 3;

/**
 * A feed for the rss widget: from the cache while fresh, else fetched through the crawler's safe
 * fetch (public addresses only, a deadline and a byte cap) and stored. Throws when the feed cannot
 * be read; the widget then shows its error text.
 */
export async function cachedFeed(ctx: AppContext, url: string, now = new Date()) {
  const [cached] = await ctx.db.select().from(feedCaches).where(eq(feedCaches.url, url));
  const age = cached ? now.getTime() - cached.fetchedAt.getTime() : Number.POSITIVE_INFINITY;
  if (cached && age < (cached.error ? FEED_FAILED_MS : FEED_FRESH_MS)) {
    if (cached.error) throw new Error(`feed unavailable: ${cached.error}`);
    return cached;
  }
  let values: Omit<typeof feedCaches.$inferInsert, 'url'>;
  try {
    const page = await safeFetch(url, {
      timeoutMs: ctx.config.crawler.timeoutMs,
      maxBytes: ctx.config.crawler.maxBytes,
      maxRedirects: MAX_REDIRECTS,
      allowedHosts: ctx.config.crawler.allowedHosts,
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
    });
    if (page.status >= 400) throw new Error(`status ${page.status}`);
    const feed = parseFeed(decodeFeed(page.bytes, page.contentType), page.url);
    values = { ...feed, error: null, fetchedAt: now };
  } catch (error) {
    values = { title: null, link: null, items: [], error: String(error).slice(0, 500), fetchedAt: now };
  }
  const [stored] = await ctx.db
    .insert(feedCaches)
    .values({ url, ...values })
    .onConflictDoUpdate({ target: feedCaches.url, set: values })
    .returning();
  if (!stored || stored.error) throw new Error(`feed unavailable: ${stored?.error ?? 'unknown'}`);
  return stored;
}

export const rssWidgetLoader =
  (ctx: AppContext): WidgetLoader =>
  async ({ properties, now }) => {
    const { url, count } = properties as WidgetPropertiesOf<'rss'>;
    if (!url) return { title: null, link: null, items: [] } satisfies WidgetDataOf<'rss'>;
    const feed = await cachedFeed(ctx, url, now);
    return {
      title: feed.title,
      link: feed.link,
      items: feed.items.slice(0, count),
    } satisfies WidgetDataOf<'rss'>;
  };
