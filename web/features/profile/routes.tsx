import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadProfileStrings } from './strings';

/** A member's own profile and change requests (part 3 section 2.2), relative to the shell. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'members/:memberId/edit',
    lazy: withStrings(loadProfileStrings, () => import('./profile-edit-page')),
  },
  {
    path: 'change_requests/new',
    lazy: withStrings(loadProfileStrings, () => import('./change-request-page')),
  },
  {
    path: 'administration/change_requests',
    lazy: withStrings(loadProfileStrings, () => import('./change-requests-page')),
  },
];
