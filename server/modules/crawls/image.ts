import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.js';
import { blobKeyFor } from '../../platform/storage/blob-store.js';
import { blobStore } from '../../platform/storage/storage.js';
import { safeFetch } from './safe-fetch.js';

/**
 * The preview image of a crawl, fetched once by the crawl job and served from our origin: the Content
 * Security Policy allows no outside images, and loading them from the reader's browser would tell the
 * outside site who reads what. Only what sharp decodes is kept, re-encoded small.
 */
export const CRAWL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const PREVIEW_SIZE = 400;
/** Guards sharp against decompression bombs: a small file that unpacks to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
export const CRAWL_IMAGE_TYPE = 'image/webp';

/** The path the browser loads a crawl's stored image from (modules/crawls/routes.ts). */
export const crawlImagePath = (crawlId: string) => `/api/v1/crawls/${crawlId}/image`;

/**
 * Fetches `imageUrl` through the same SSRF-safe fetch as the page, decodes it and stores a WebP that
 * fits inside 400x400. Answers the blob key, or null when there is no usable image (unreachable, too
 * large, not an image): a preview without its picture is still a preview, so nothing here throws.
 */
export async function storeCrawlImage(
  ctx: AppContext,
  crawlId: string,
  imageUrl: string,
): Promise<string | null> {
  try {
    const fetched = await safeFetch(imageUrl, {
      timeoutMs: ctx.config.crawler.timeoutMs,
      maxBytes: CRAWL_IMAGE_MAX_BYTES,
      maxRedirects: MAX_REDIRECTS,
      allowedHosts: ctx.config.crawler.allowedHosts,
      accept: 'image/webp,image/png,image/jpeg,image/gif,image/avif;q=0.9,image/*;q=0.5',
    });
    // A cut-off image would decode to half a picture or not at all; over the cap means none.
    if (fetched.truncated) return null;
    const preview = await sharp(fetched.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const key = blobKeyFor('crawls', crawlId);
    await blobStore(ctx).write(key, Readable.from([preview]));
    return key;
  } catch (err) {
    ctx.log.info({ err, crawlId }, 'crawl image not stored');
    return null;
  }
}
