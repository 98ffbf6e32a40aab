import { defineModule } from '../../platform/modules/module.js';
import { addStatisticsCounters } from '../../platform/statistics.js';
import { defineStatisticsJob, scheduleStatistics } from './aggregate.js';
import { networkActivityStatistics } from './counters.js';
import { statisticsRoutes } from './routes.js';

const MINUTE_MS = 60_000;

/**
 * Statistics: daily figures of the network and of each group, counted by the hourly job from what the
 * modules register (the `statisticsCounters` extension point) and read by the administrators' pages.
 */
export const statisticsModule = defineModule({
  name: 'statistics',
  async setup(ctx) {
    addStatisticsCounters(ctx.extensions, 'statistics', networkActivityStatistics);
    defineStatisticsJob(ctx);
    // The first run (with the backfill of uncounted days) a minute after start, not in the way of it.
    await scheduleStatistics(ctx, new Date(Date.now() + MINUTE_MS));
  },
  routes: statisticsRoutes,
});
