import { z } from 'zod';

/**
 * Link crawls (part 1 sections 4, 7, 8; part 3 section 7). The browser creates a crawl for a link it
 * found, waits 2.5 s, then polls every 5 s until the status is finished or error.
 */
export const crawlsPaths = {
  /** POST crawlBody -> 201 crawl (status initialized, or finished when a recent crawl is cached). */
  create: '/system/crawls',
  /** GET -> crawl. */
  crawl: (id: string) => `/system/crawls/${id}`,
} as const;

export const crawlStatus = z.enum(['initialized', 'retry', 'finished', 'error']);
export type CrawlStatus = z.infer<typeof crawlStatus>;

export const crawlBody = z.object({
  url: z.string().min(1).max(2048),
  /** The spec's clients send status: 'initialized'; any other value is ignored. */
  status: z.string().max(32).optional(),
});
export type CrawlBody = z.infer<typeof crawlBody>;

export const crawl = z.object({
  id: z.string(),
  status: crawlStatus,
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
});
export type Crawl = z.infer<typeof crawl>;

/** How long a finished crawl of a URL is reused instead of fetching again. */
export const CRAWL_CACHE_SECONDS = 6 * 60 * 60;
