import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadAppsStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(
    loadAppsStrings,
    async (): Promise<{ Component: ComponentType }> => (await import('./pages'))[name](),
  );

/**
 * Apps of the network (/apps) and their pages (part 3 section 2.2): an app at /apps/{appSlug} (list,
 * wall and archive), items/archive, items/new, items/{id} and items/{id}/edit. A group's apps are
 * listed at /groups/{slug}/apps; their pages live under /apps/{appSlug} too (slugs are unique).
 */
export const appsRoutes: RouteObject[] = [
  { path: 'apps', lazy: page('index') },
  { path: 'apps/new', lazy: page('create') },
  { path: 'apps/:appSlug', lazy: page('view') },
  { path: 'apps/:appSlug/edit', lazy: page('edit') },
  { path: 'apps/:appSlug/layout/edit', lazy: page('layout') },
  { path: 'apps/:appSlug/items/archive', lazy: page('view') },
  { path: 'apps/:appSlug/items/new', lazy: page('itemForm') },
  { path: 'apps/:appSlug/items/:itemId', lazy: page('item') },
  { path: 'apps/:appSlug/items/:itemId/edit', lazy: page('itemForm') },
];

export const groupAppsRoutes: RouteObject[] = [
  { path: 'apps', lazy: page('index') },
  { path: 'apps/new', lazy: page('create') },
];
