import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadPagesStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(
    loadPagesStrings,
    async (): Promise<{ Component: ComponentType }> => (await import('./pages'))[name](),
  );

const pageRoutes: RouteObject[] = [
  { path: 'pages', lazy: page('index') },
  { path: 'pages/new', lazy: page('create') },
  { path: 'pages/:pageSlug', lazy: page('view') },
  { path: 'pages/:pageSlug/edit', lazy: page('edit') },
  { path: 'pages/:pageSlug/versions', lazy: page('versions') },
];

/** The network's pages (/pages, /pages/{slug}, ...) and, with the same pages, a group's. */
export const pagesRoutes = pageRoutes;
export const groupPagesRoutes = pageRoutes;
