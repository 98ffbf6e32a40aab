import { lazy } from 'react';

/**
 * What the channels feature uses of the start pages: the editor pages' routes, and the start page
 * itself (props `slug`, `canUpdate`), loaded with its strings when a channel page draws it.
 */
export { channelWidgetRoutes } from './routes';
export const LazyChannelStartPage = lazy(() =>
  import('./load-start-page').then((module) => module.loadStartPage()),
);
