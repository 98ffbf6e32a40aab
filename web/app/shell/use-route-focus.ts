import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to draw its h1 (lazy chunk, first query) before focus settles on <main>. */
export const HEADING_WAIT_MS = 1500;

/**
 * After a route change (not on the first load, where focus belongs to the browser), focus moves to the
 * new page's h1, so keyboard and screen-reader users start where the content starts and hear its
 * title; a page without an h1 focuses <main> and the title is announced instead (the returned text
 * goes into a polite live region). Only the path counts: ?page=2 or a changed tab keeps the focus.
 */
export const useRouteFocus = (main: RefObject<HTMLElement | null>): string => {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value used
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const container = main.current;
    if (!container) return;
    const focusHeading = () => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.classList.add('focus:outline-none');
      heading.focus();
      setAnnouncement('');
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (!focusHeading()) return;
      observer.disconnect();
      window.clearTimeout(timer);
    });
    observer.observe(container, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      container.focus();
      setAnnouncement(document.title);
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return announcement;
};
