import { loadChatStrings } from '../strings';

/**
 * A second, tiny hop to the sidebar: the shell then lists this one chunk to preload instead of the
 * dozens the chat needs, which kept the first page's JavaScript within its budget.
 */
export const loadChatSidebarHost = () =>
  Promise.all([loadChatStrings(), import('./chat-sidebar-host')]).then(([, host]) => host);
