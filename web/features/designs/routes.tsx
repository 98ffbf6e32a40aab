import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadDesignsStrings } from './strings';

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
];
