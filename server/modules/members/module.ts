import { searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { addStatisticsCounters } from '../../platform/statistics.js';
import { viewerKeySources } from '../../platform/visibility/keys.js';
import { memberRoutes } from './routes.js';
import { memberSearchIndexer } from './search-index.js';
import { roleViewerKeys } from './service.js';
import { memberStatistics } from './statistics.js';
import { registerMemberWidgets } from './widgets.js';

/** Members: the own account, member pages, the member list; the role keys of viewers; search. */
export const membersModule = defineModule({
  name: 'members',
  setup(ctx) {
    addStatisticsCounters(ctx.extensions, 'members', memberStatistics);
    ctx.extensions.add(viewerKeySources, 'members.roles', roleViewerKeys);
    ctx.extensions.add(searchIndexers, 'members', memberSearchIndexer(ctx));
    registerMemberWidgets(ctx);
  },
  routes: memberRoutes,
});
