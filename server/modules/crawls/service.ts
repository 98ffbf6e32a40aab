import { and, desc, eq, gt } from 'drizzle-orm';
import { CRAWL_CACHE_SECONDS, type Crawl } from '../../../contract/crawls.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { extensionPoint } from '../../platform/modules/extensions.js';

export { cachedFeed } from './feeds.js';

import { crawlImagePath, storeCrawlImage } from './image.js';
import { loadPage, oembedUrlOf, type PagePreview, previewOf, withOembed } from './parse.js';
import { canReadCrawl } from './policy.js';
import { CrawlError, type FetchedPage, parseHttpUrl, safeFetch } from './safe-fetch.js';
import { crawls } from './tables.js';

/** Link crawls (part 1 sections 4 and 7): created by members, fetched by a job, polled by the browser. */
export const CRAWL_JOB = 'crawls.fetch';
/** A failed fetch that may succeed later (timeout, 5xx) is tried once more. */
const MAX_ATTEMPTS = 2;
const MAX_REDIRECTS = 5;

export type CrawlRow = typeof crawls.$inferSelect;

export function presentCrawl(row: CrawlRow): Crawl {
  return {
    id: row.id,
    status: row.status,
    url: row.url,
    title: row.title,
    description: row.description,
    image_url: crawlImageUrl(row),
  };
}

/** Where browsers load the crawl's preview image: our own path when one is stored, else null. */
export function crawlImageUrl(row: Pick<CrawlRow, 'id' | 'imageBlobKey'>): string | null {
  return row.imageBlobKey ? crawlImagePath(row.id) : null;
}

/** The URL as we store and compare it (http(s) only, without the fragment), or null for anything else. */
export function crawlableUrl(value: string): string | null {
  let url: URL;
  try {
    url = parseHttpUrl(value.trim());
  } catch {
    return null;
  }
  url.hash = '';
  return url.toString();
}

/** As crawlableUrl, answering 422 on `url` for what cannot be crawled. */
export function normaliseCrawlUrl(value: string): string {
  const url = crawlableUrl(value);
  if (url === null) throw unprocessable({ url: ['errors.validation.invalid_url'] });
  return url;
}

/** A finished crawl of the URL younger than the cache time, if any. */
export async function recentCrawl(db: Db | Tx, url: string): Promise<CrawlRow | null> {
  const [row] = await db
    .select()
    .from(crawls)
    .where(
      and(
        eq(crawls.url, url),
        eq(crawls.status, 'finished'),
        gt(crawls.finishedAt, new Date(Date.now() - CRAWL_CACHE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(crawls.finishedAt))
    .limit(1);
  return row ?? null;
}

/**
 * POST /system/crawls: a cached result when there is one (another member's becomes a finished crawl
 * of the requester's own, as only its creator may read a crawl), otherwise a new crawl and its job.
 */
export async function requestCrawl(ctx: AppContext, viewer: Viewer, rawUrl: string): Promise<CrawlRow> {
  const url = normaliseCrawlUrl(rawUrl);
  const cached = await recentCrawl(ctx.db, url);
  if (cached && canReadCrawl(viewer, cached)) return cached;
  if (cached) {
    const { id: _id, createdAt: _createdAt, requestedById: _creator, ...result } = cached;
    const [copy] = await ctx.db
      .insert(crawls)
      .values({ ...result, requestedById: viewer.id })
      .returning();
    if (!copy) throw new Error('crawl insert returned nothing');
    return copy;
  }
  // The crawl and its job together: a crawl without its job would show "loading" for ever.
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crawls)
      .values({ url, status: 'initialized', requestedById: viewer.id })
      .returning();
    if (!row) throw new Error('crawl insert returned nothing');
    await ctx.jobs.enqueue(tx, CRAWL_JOB, { id: row.id }, { maxAttempts: MAX_ATTEMPTS });
    return row;
  });
}

/**
 * For modules that preview the links of what they store (activities): in the caller's transaction,
 * a finished crawl of the URL younger than the cache time, or null after queuing a crawl whose job
 * runs after the commit. The module hears of the result through `crawlFinishedListeners`. The crawl
 * belongs to no member (nobody reads it through GET /system/crawls/{id}).
 */
export async function crawlWithin(ctx: AppContext, tx: Tx, url: string): Promise<CrawlRow | null> {
  const cached = await recentCrawl(tx, url);
  if (cached) return cached;
  const [row] = await tx
    .insert(crawls)
    .values({ url, status: 'initialized', requestedById: null })
    .returning();
  if (!row) throw new Error('crawl insert returned nothing');
  await ctx.jobs.enqueue(tx, CRAWL_JOB, { id: row.id }, { maxAttempts: MAX_ATTEMPTS });
  return null;
}

/** GET /system/crawls/{id}: the viewer's own crawl; anyone else's answers 404 like an unknown id. */
export async function getCrawl(db: Db, viewer: Viewer, id: string): Promise<CrawlRow> {
  if (!isId(id)) throw notFound('crawl');
  const [row] = await db.select().from(crawls).where(eq(crawls.id, id));
  if (!row || !canReadCrawl(viewer, row)) throw notFound('crawl');
  return row;
}

/** GET /api/v1/crawls/{id}/image: the stored preview image's blob key, for any signed-in member. */
export async function crawlImageKey(db: Db, id: string): Promise<string> {
  if (!isId(id)) throw notFound('image');
  const [row] = await db.select({ key: crawls.imageBlobKey }).from(crawls).where(eq(crawls.id, id));
  if (!row?.key) throw notFound('image');
  return row.key;
}

/**
 * Modules that keep crawl results of their own (chat messages sent while their crawl ran) add a
 * listener in their module.ts to hear of finished crawls. A hook rather than a bus event: it runs
 * inside the job on one instance, after the result is stored, so nothing is lost when an event would
 * be, and this module needs to know nothing of its users.
 */
export type CrawlFinishedListener = (ctx: AppContext, crawl: CrawlRow) => Promise<void>;
export const crawlFinishedListeners = extensionPoint<CrawlFinishedListener>('crawls.finished-listeners');

async function crawlFinished(ctx: AppContext, crawl: CrawlRow) {
  for (const listener of ctx.extensions.all(crawlFinishedListeners).values()) {
    try {
      await listener(ctx, crawl);
    } catch (err) {
      // The crawl is stored; a failed follow-up must not make the job fetch the page again.
      ctx.log.error({ err, crawlId: crawl.id }, 'crawl listener failed');
    }
  }
}

const fetchOptions = (ctx: AppContext) => ({
  timeoutMs: ctx.config.crawler.timeoutMs,
  maxBytes: ctx.config.crawler.maxBytes,
  maxRedirects: MAX_REDIRECTS,
  allowedHosts: ctx.config.crawler.allowedHosts,
});

/** oEmbed answers are small JSON objects; anything larger is not one. */
const OEMBED_MAX_BYTES = 64 * 1024;

/**
 * The page's preview, completed by its oEmbed answer when the page names an endpoint. The endpoint is
 * fetched through the same safe fetch as the page (it is just another URL from the page's author); a
 * failed or malformed answer leaves the page's own preview.
 */
async function pagePreview(ctx: AppContext, page: FetchedPage): Promise<PagePreview> {
  const $ = loadPage(page.bytes, page.contentType);
  const preview = previewOf($, page.url);
  const endpoint = oembedUrlOf($, page.url);
  if (!endpoint) return preview;
  try {
    const answer = await safeFetch(endpoint, {
      ...fetchOptions(ctx),
      maxBytes: Math.min(OEMBED_MAX_BYTES, ctx.config.crawler.maxBytes),
      accept: 'application/json',
    });
    if (answer.status !== 200 || answer.truncated) return preview;
    return withOembed(preview, JSON.parse(answer.bytes.toString('utf8')), answer.url);
  } catch (error) {
    ctx.log.info({ endpoint, reason: String(error) }, 'oEmbed answer not used');
    return preview;
  }
}

/** The job: fetch, parse, store. Retryable failures become `retry` until the last attempt. */
export function defineCrawlJob(ctx: AppContext): void {
  ctx.jobs.define(CRAWL_JOB, async (payload, job) => {
    const id = String(payload.id ?? '');
    const [row] = await ctx.db.select().from(crawls).where(eq(crawls.id, id));
    if (!row || row.status === 'finished' || row.status === 'error') return;
    try {
      const page = await safeFetch(row.url, fetchOptions(ctx));
      const isHtml = /html|xml/i.test(page.contentType) || page.contentType === '';
      const preview = isHtml
        ? await pagePreview(ctx, page)
        : { title: null, description: null, imageUrl: null };
      const imageBlobKey = preview.imageUrl ? await storeCrawlImage(ctx, id, preview.imageUrl) : null;
      const [finished] = await ctx.db
        .update(crawls)
        .set({
          status: 'finished',
          title: preview.title,
          description: preview.description,
          imageUrl: preview.imageUrl,
          imageBlobKey,
          error: null,
          attempts: job.attempts,
          finishedAt: new Date(),
        })
        .where(eq(crawls.id, id))
        .returning();
      if (finished) await crawlFinished(ctx, finished);
    } catch (error) {
      const crawlError = error instanceof CrawlError ? error : new CrawlError(String(error), false);
      const again = crawlError.retryable && job.attempts < MAX_ATTEMPTS;
      await ctx.db
        .update(crawls)
        .set({ status: again ? 'retry' : 'error', error: crawlError.message, attempts: job.attempts })
        .where(eq(crawls.id, id));
      ctx.log.info({ crawlId: id, reason: crawlError.message, retry: again }, 'crawl failed');
      // Throwing hands the job back to the runner, which tries again after its back-off.
      if (again) throw crawlError;
    }
  });
}
