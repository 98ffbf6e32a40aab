import { useEffect, useRef, useState } from 'react';
import type { Crawl } from '../../../../contract/crawls';
import { apiFetch } from '../../../app/api/client';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { CrawlError, type CrawlErrorKey, runCrawl } from '../lib/crawl';
import { findLinks } from '../lib/links';

/** Part 1 section 9: links are checked 300 ms after the last change; a message carries at most 5. */
export const LINK_CHECK_DEBOUNCE_MS = 300;
export const MAX_LINK_ATTACHMENTS = 5;

export type ComposerLink = {
  url: string;
  loading: boolean;
  crawl: Crawl | null;
  error: CrawlErrorKey | null;
  show: boolean;
};

const crawlApi = {
  create: (url: string, signal: AbortSignal) =>
    apiFetch<Crawl>('/system/crawls', { method: 'POST', body: { url, status: 'initialized' }, signal }),
  get: (id: string, signal: AbortSignal) => apiFetch<Crawl>(`/system/crawls/${id}`, { signal }),
};

/** The composer's link attachments: each http(s) link of the text is crawled for its preview. */
export const useLinkPreviews = (text: string) => {
  const debounced = useDebouncedValue(text, LINK_CHECK_DEBOUNCE_MS);
  const [links, setLinks] = useState<ComposerLink[]>([]);
  const running = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const urls = findLinks(debounced).slice(0, MAX_LINK_ATTACHMENTS);
    for (const [url, controller] of running.current) {
      if (!urls.includes(url)) {
        controller.abort();
        running.current.delete(url);
      }
    }
    setLinks((current) =>
      urls.map(
        (url) =>
          current.find((link) => link.url === url) ?? {
            url,
            loading: true,
            crawl: null,
            error: null,
            show: true,
          },
      ),
    );
    for (const url of urls) {
      if (running.current.has(url)) continue;
      const controller = new AbortController();
      running.current.set(url, controller);
      const settle = (change: Partial<ComposerLink>) =>
        setLinks((current) =>
          current.map((link) => (link.url === url ? { ...link, loading: false, ...change } : link)),
        );
      runCrawl(url, crawlApi, controller.signal).then(
        (crawl) => settle({ crawl }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          settle({
            error: error instanceof CrawlError ? error.key : 'js.chat.crawl.failed_with_error_status',
          });
        },
      );
    }
  }, [debounced]);

  useEffect(() => {
    const all = running.current;
    return () => {
      for (const controller of all.values()) controller.abort();
    };
  }, []);

  const hide = (url: string) =>
    setLinks((current) => current.map((link) => (link.url === url ? { ...link, show: false } : link)));

  /** After sending: the next message starts without previews. */
  const reset = () => {
    for (const controller of running.current.values()) controller.abort();
    running.current.clear();
    setLinks([]);
  };

  return { links, hide, reset };
};
