import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRAWL_FIRST_WAIT_MS, CRAWL_POLL_MS, CrawlError, runCrawl } from './crawl';

type Crawl = { id: string; status: string; title?: string };

describe('crawl polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const api = (statuses: string[]) => {
    const get = vi.fn(
      async (id: string): Promise<Crawl> => ({ id, status: statuses.shift() ?? 'finished', title: 'T' }),
    );
    return { create: vi.fn(async (): Promise<Crawl> => ({ id: 'c1', status: 'initialized' })), get };
  };

  it('waits 2.5 s, then polls every 5 s until finished', async () => {
    const crawls = api(['retry', 'initialized', 'finished']);
    const result = runCrawl('https://example.com', crawls, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(CRAWL_FIRST_WAIT_MS - 1);
    expect(crawls.get).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(crawls.get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CRAWL_POLL_MS - 1);
    expect(crawls.get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(crawls.get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CRAWL_POLL_MS);
    await expect(result).resolves.toMatchObject({ status: 'finished', title: 'T' });
    expect(crawls.get).toHaveBeenCalledTimes(3);
  });

  it('answers a cached finished crawl at once', async () => {
    const crawls = api([]);
    crawls.create.mockResolvedValueOnce({ id: 'c2', status: 'finished' });
    await expect(
      runCrawl('https://example.com', crawls, new AbortController().signal),
    ).resolves.toMatchObject({
      id: 'c2',
    });
    expect(crawls.get).not.toHaveBeenCalled();
  });

  it.each([
    ['error', 'js.chat.crawl.failed_with_error_status'],
    ['exploded', 'js.chat.crawl.unexpected_status'],
  ])('fails on status %s', async (status, key) => {
    const crawls = api([status]);
    const result = runCrawl('https://example.com', crawls, new AbortController().signal);
    const settled = expect(result).rejects.toMatchObject({ key });
    await vi.advanceTimersByTimeAsync(CRAWL_FIRST_WAIT_MS);
    await settled;
  });

  it('fails to initialize when creating fails', async () => {
    const crawls = api([]);
    crawls.create.mockRejectedValueOnce(new Error('500'));
    const error = await runCrawl('https://example.com', crawls, new AbortController().signal).catch((e) => e);
    expect(error).toBeInstanceOf(CrawlError);
    expect(error.key).toBe('js.chat.crawl.failed_to_initialize');
  });

  it('stops polling when aborted', async () => {
    const crawls = api(['retry', 'retry', 'retry']);
    const controller = new AbortController();
    const result = runCrawl('https://example.com', crawls, controller.signal).catch(() => 'aborted');
    await vi.advanceTimersByTimeAsync(CRAWL_FIRST_WAIT_MS);
    controller.abort();
    await vi.advanceTimersByTimeAsync(CRAWL_POLL_MS * 3);
    await expect(result).resolves.toBe('aborted');
    expect(crawls.get).toHaveBeenCalledTimes(1);
  });
});
