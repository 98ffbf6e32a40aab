import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadJoiningStrings } from './strings';

/** The administrators' list of join requests, under the shell (part 3 section 2.1). */
export const joiningAdministrationRoutes: RouteObject[] = [
  {
    path: 'administration/join_requests',
    lazy: withStrings(loadJoiningStrings, () => import('./join-requests-page')),
  },
];
