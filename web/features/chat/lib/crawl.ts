/** Part 1 section 4: a crawl starts initialized, is first checked after 2.5 s, then every 5 s. */
export const CRAWL_FIRST_WAIT_MS = 2500;
export const CRAWL_POLL_MS = 5000;

export type CrawlStatus = 'initialized' | 'retry' | 'finished' | 'error';
export type CrawlLike = { id: string; status: string };

/** The three failures of part 1 section 8, as i18n keys (English texts in the locale files). */
export type CrawlErrorKey =
  | 'js.chat.crawl.failed_to_initialize'
  | 'js.chat.crawl.failed_with_error_status'
  | 'js.chat.crawl.unexpected_status';

export class CrawlError extends Error {
  readonly key: CrawlErrorKey;
  constructor(key: CrawlErrorKey) {
    super(key);
    this.name = 'CrawlError';
    this.key = key;
  }
}

export type CrawlApi<T extends CrawlLike> = {
  create: (url: string, signal: AbortSignal) => Promise<T>;
  get: (id: string, signal: AbortSignal) => Promise<T>;
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Creates the crawl and polls it until finished; resolves to the finished crawl or throws CrawlError. */
export async function runCrawl<T extends CrawlLike>(url: string, api: CrawlApi<T>, signal: AbortSignal) {
  let crawl: T;
  try {
    crawl = await api.create(url, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new CrawlError('js.chat.crawl.failed_to_initialize');
  }
  let delay = CRAWL_FIRST_WAIT_MS;
  for (;;) {
    if (crawl.status === 'finished') return crawl;
    if (crawl.status === 'error') throw new CrawlError('js.chat.crawl.failed_with_error_status');
    if (crawl.status !== 'initialized' && crawl.status !== 'retry')
      throw new CrawlError('js.chat.crawl.unexpected_status');
    await wait(delay, signal);
    delay = CRAWL_POLL_MS;
    try {
      crawl = await api.get(crawl.id, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new CrawlError('js.chat.crawl.failed_with_error_status');
    }
  }
}
