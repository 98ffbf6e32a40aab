import { searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { addStatisticsCounters } from '../../platform/statistics.js';
import { notificationKinds } from '../notifications/service.js';
import { VERSION_TO_APPROVE_NOTIFICATION } from './approval-notifications.js';
import { defineFileJobs, scheduleFileJobs } from './jobs.js';
import { filesRoutes } from './routes.js';
import { fileSearchIndexer, folderSearchIndexer } from './search-index.js';
import { fileStatistics } from './statistics.js';

/** Files and folders: storage routes, the export and clean-up jobs, their search documents. */
export const filesModule = defineModule({
  name: 'files',
  async setup(ctx) {
    addStatisticsCounters(ctx.extensions, 'files', fileStatistics);
    defineFileJobs(ctx);
    ctx.extensions.add(notificationKinds, VERSION_TO_APPROVE_NOTIFICATION, { category: 'files' });
    ctx.extensions.add(searchIndexers, 'files', fileSearchIndexer());
    ctx.extensions.add(searchIndexers, 'folders', folderSearchIndexer());
    await scheduleFileJobs(ctx);
  },
  routes: filesRoutes,
});
