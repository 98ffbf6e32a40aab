import type { RouteObject } from 'react-router';

/** The direct message pages, relative to the shell. */
export const messagesRoutes: RouteObject[] = [
  { path: 'messages', lazy: () => import('./list/inbox-page') },
  { path: 'messages/sent', lazy: () => import('./list/sent-page') },
  { path: 'messages/new', lazy: () => import('./compose/compose-page') },
  { path: 'messages/:messageId', lazy: () => import('./detail/message-page') },
];
