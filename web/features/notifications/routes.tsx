import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadNotificationsStrings } from './strings';

export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: withStrings(loadNotificationsStrings, () => import('./notifications-page')),
  },
];
