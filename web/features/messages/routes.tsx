import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadMessagesStrings } from './strings';

/** The direct message pages, relative to the shell. */
export const messagesRoutes: RouteObject[] = [
  { path: 'messages', lazy: withStrings(loadMessagesStrings, () => import('./list/inbox-page')) },
  { path: 'messages/sent', lazy: withStrings(loadMessagesStrings, () => import('./list/sent-page')) },
  { path: 'messages/new', lazy: withStrings(loadMessagesStrings, () => import('./compose/compose-page')) },
  {
    path: 'messages/:messageId',
    lazy: withStrings(loadMessagesStrings, () => import('./detail/message-page')),
  },
];
