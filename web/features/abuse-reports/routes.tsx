import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadAbuseReportsStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(
    loadAbuseReportsStrings,
    async (): Promise<{ Component: ComponentType }> => (await import('./pages'))[name](),
  );

/** Reporting content (/report/new) and the administrators' list of reports. */
export const abuseReportsRoutes: RouteObject[] = [
  { path: 'report/new', lazy: page('newReport') },
  { path: 'administration/abuse_reports', lazy: page('reports') },
];
