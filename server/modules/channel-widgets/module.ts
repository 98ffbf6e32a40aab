import { defineModule } from '../../platform/modules/module.js';
import { channelWidgetTypes } from './registry.js';
import { channelWidgetRoutes } from './routes.js';
import { BUILT_IN_TYPES } from './types/index.js';

/**
 * Channel start pages: widgets of a channel and the rows that place them. The widget types are
 * entries of `channelWidgetTypes`; this module registers those of part 1 section 3 but `blog`.
 */
export const channelWidgetsModule = defineModule({
  name: 'channel-widgets',
  setup(ctx) {
    for (const [type, entry] of Object.entries(BUILT_IN_TYPES))
      ctx.extensions.add(channelWidgetTypes, type, entry);
  },
  routes: channelWidgetRoutes,
});
