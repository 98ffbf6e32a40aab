import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { type CrawlRow, crawlableUrl, crawlImageUrl, crawlWithin } from '../crawls/service.js';
import { canEdit } from './policy.js';
import { loadVisibleActivity } from './read.js';
import { activities, type LinkPreviewData } from './tables.js';

/**
 * Link previews of posts: the first http(s) link of the text is crawled through the crawls module
 * (its SSRF-safe fetch and its cache). A cached crawl fills the preview in the post's transaction;
 * otherwise the crawl's job is queued there, and when it finishes the crawls module calls
 * `fillLinkPreviews`, which fills every post still waiting for that link.
 */

const HREF = /<a\s[^>]*href="([^"]+)"/i;
const BARE_URL = /https?:\/\/[^\s<>"]+/i;

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The first link of sanitised HTML (an anchor, else a URL written as text), as the crawler stores it. */
export function firstLink(html: string): string | null {
  const found = HREF.exec(html)?.[1] ?? BARE_URL.exec(html)?.[0];
  return found ? crawlableUrl(decodeEntities(found)) : null;
}

export function previewOf(crawl: CrawlRow): LinkPreviewData {
  const host = new URL(crawl.url).hostname.replace(/^www\./, '');
  return {
    url: crawl.url,
    title: crawl.title,
    description: crawl.description,
    image_url: crawlImageUrl(crawl),
    site: host,
  };
}

/** The link columns of a post whose text links to `url` (null: no link), in the post's transaction. */
export async function linkColumns(ctx: AppContext, tx: Tx, url: string | null) {
  if (url === null) return { linkUrl: null, linkPreview: null };
  const cached = await crawlWithin(ctx, tx, url);
  return { linkUrl: url, linkPreview: cached ? previewOf(cached) : null };
}

/** The crawls module's hook: posts waiting for this link get its preview (not those whose author removed it). */
export async function fillLinkPreviews(ctx: AppContext, crawl: CrawlRow): Promise<void> {
  await ctx.db
    .update(activities)
    .set({ linkPreview: previewOf(crawl) })
    .where(and(eq(activities.linkUrl, crawl.url), isNull(activities.linkPreview)));
}

/** DELETE /api/v1/activities/{id}/link_preview: the author takes the preview off; the text stays. */
export async function removeLinkPreview(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  const { row } = await loadVisibleActivity(ctx, viewer, id);
  if (!canEdit(viewer, row)) throw forbidden('Only the author removes the link preview.');
  await ctx.db.update(activities).set({ linkUrl: null, linkPreview: null }).where(eq(activities.id, row.id));
}
