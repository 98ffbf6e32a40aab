import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadChannelWidgetStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(
    loadChannelWidgetStrings,
    async (): Promise<{ Component: ComponentType }> => (await import('./pages'))[name](),
  );

/**
 * The start page's editor pages (part 1 section 2.2), joined to the channels' route table. The
 * gallery route `/channels/{slug}/widgets/{id}` is the channel page itself (channels' routes).
 */
export const channelWidgetRoutes: RouteObject[] = [
  { path: 'channels/:channelSlug/widgets', lazy: page('widgets') },
  { path: 'channels/:channelSlug/widgets/new', lazy: page('newWidget') },
  { path: 'channels/:channelSlug/widgets/:widgetId/edit', lazy: page('editWidget') },
  { path: 'channels/:channelSlug/layout/edit', lazy: page('layoutEdit') },
];
