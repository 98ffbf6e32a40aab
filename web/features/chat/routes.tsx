import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadChatStrings } from './strings';

/** /chat and its inner views (one lazy page that reads the view from the path). */
export const chatRoutes: RouteObject[] = [
  { path: 'chat', lazy: withStrings(loadChatStrings, () => import('./views/chat-page')) },
  { path: 'chat/*', lazy: withStrings(loadChatStrings, () => import('./views/chat-page')) },
];
