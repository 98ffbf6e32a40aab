import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ChatSidebarHostProps } from '../../features/chat/sidebar/chat-sidebar-host';

/** Part 3 section 9: from this width the chat sidebar is always shown. */
const STATIC_QUERY = '(min-width: 1884px)';

const subscribe = (notify: () => void) => {
  const query = window.matchMedia(STATIC_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
};
export const useWideScreen = () =>
  useSyncExternalStore(subscribe, () => window.matchMedia(STATIC_QUERY).matches);

// Everything of the sidebar (socket, markdown, composer, its strings) loads when it first shows.
const Host = lazy(() =>
  import('../../features/chat/sidebar/load-host').then((module) => module.loadChatSidebarHost()),
);

export const ChatSidebarSlot = (props: ChatSidebarHostProps) => (
  <Suspense fallback={null}>
    <Host {...props} />
  </Suspense>
);
