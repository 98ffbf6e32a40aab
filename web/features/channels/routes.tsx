import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { channelWidgetRoutes } from '../channel-widgets';
import { loadChannelsStrings } from './strings';

type PageName = keyof typeof import('./pages');

const page = (name: PageName) =>
  withStrings(
    loadChannelsStrings,
    async (): Promise<{ Component: ComponentType }> => (await import('./pages'))[name](),
  );

/**
 * Channels (part 1 section 2.2): the lists, a channel, and the channel form; and the administrators'
 * channel-subscription assignment (part 3 section 2.1).
 */
export const channelsRoutes: RouteObject[] = [
  { path: 'channels', lazy: page('channels') },
  { path: 'channels/new', lazy: page('newChannel') },
  { path: 'channels/:channelSlug', lazy: page('channel') },
  { path: 'channels/:channelSlug/edit', lazy: page('editChannel') },
  { path: 'channels/:channelSlug/design/edit', lazy: page('channelDesign') },
  // An images widget's gallery over the channel page (other widgets go back to the channel).
  { path: 'channels/:channelSlug/widgets/:widgetId', lazy: page('channel') },
  ...channelWidgetRoutes,
  { path: 'channels/:channelSlug/*', lazy: page('channel') },
  { path: 'administration/channel_settings', lazy: page('assignSubscriptions') },
];
