import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadStatisticsStrings } from './strings';

const page: RouteObject = {
  path: 'administration/statistics',
  lazy: withStrings(loadStatisticsStrings, () => import('./statistics-page')),
};

/** /administration/statistics (network) and /groups/{slug}/administration/statistics (a group). */
export const statisticsRoutes: RouteObject[] = [page];
export const statisticsGroupRoutes: RouteObject[] = [page];
