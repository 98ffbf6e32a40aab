import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadNewsletterStrings } from './strings';

/** The newsletter's administration pages. */
export const newsletterRoutes: RouteObject[] = [
  {
    path: 'administration/newsletter/settings',
    lazy: withStrings(loadNewsletterStrings, () => import('./settings-page')),
  },
  {
    path: 'administration/newsletter/settings/upcoming_activities',
    lazy: withStrings(loadNewsletterStrings, () => import('./sections-order-page')),
  },
];
