import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadDesignsStrings } from './strings';

const redirect = (name: 'GroupDesignRedirect' | 'CategoryDesignRedirect') => () =>
  import('./scope-redirect').then((m) => ({ Component: m[name] }));

/** /administration/designs and /administration/designs/{id}/edit (part 3 section 2.1). */
export const designsRoutes: RouteObject[] = [
  {
    path: 'administration/designs',
    lazy: withStrings(loadDesignsStrings, () => import('./designs-page')),
  },
  {
    path: 'administration/designs/:designId/edit',
    lazy: withStrings(loadDesignsStrings, () => import('./design-edit-page')),
  },
  { path: 'group-categories/:categorySlug/administration/designs', lazy: redirect('CategoryDesignRedirect') },
];

/** Inside a group: its administration's design link. */
export const designsGroupRoutes: RouteObject[] = [
  { path: 'administration/designs', lazy: redirect('GroupDesignRedirect') },
];
