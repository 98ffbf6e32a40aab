import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadWidgetbarStrings } from './strings';

const loadStrings = () => Promise.all([loadWidgetbarStrings(), loadFormStrings()]).then(() => undefined);

const pages: RouteObject[] = [
  {
    path: 'administration/widgetbars',
    lazy: withStrings(loadStrings, () => import('./admin/widgetbars-index-page')),
  },
  {
    path: 'administration/widgetbars/:widgetbarSlug/edit',
    lazy: withStrings(loadStrings, () => import('./admin/widgetbar-edit-page')),
  },
];

/** The network's bars under /administration, a group's under /groups/{slug}/administration. */
export const widgetbarRoutes: RouteObject[] = pages;
export const widgetbarGroupRoutes: RouteObject[] = pages;
