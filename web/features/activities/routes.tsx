import { Navigate, type RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadActivitiesStrings } from './strings';

const streamPage = withStrings(loadActivitiesStrings, () => import('./stream-page'));
const activityPage = withStrings(loadActivitiesStrings, () => import('./activity-page'));

/** Activity streams relative to the shell (part 3 section 2: /activitystreams, /activities). */
export const activitiesRoutes: RouteObject[] = [
  { path: 'activitystreams', element: <Navigate to="/activitystreams/all" replace /> },
  { path: 'activitystreams/:slug', lazy: streamPage },
  { path: 'activities', element: <Navigate to="/activitystreams/all" replace /> },
  { path: 'activities/:activityId', lazy: activityPage },
];

/** Inside a group: the Activities tab. */
export const groupActivitiesRoutes: RouteObject[] = [
  { path: 'activities', lazy: streamPage },
  { path: 'activitystreams', lazy: streamPage },
];
