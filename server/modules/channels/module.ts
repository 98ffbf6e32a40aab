import { searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { defineAssignmentJob } from './assign.js';
import { CHANNEL_SEARCH_MODULE } from './present.js';
import { channelRoutes } from './routes.js';
import { channelSearchIndexer } from './search-index.js';

/**
 * Channels: front pages with subscriptions and favourites (also assigned by administrators), their
 * images and search documents.
 */
export const channelsModule = defineModule({
  name: 'channels',
  setup(ctx) {
    ctx.extensions.add(searchIndexers, CHANNEL_SEARCH_MODULE, channelSearchIndexer());
    defineAssignmentJob(ctx);
  },
  routes: channelRoutes,
});
