import { defineHourlyJob } from '../../platform/jobs/hourly.js';
import { defineModule } from '../../platform/modules/module.js';
import { runTick, SEND_JOB, type SendPayload, TICK_JOB } from './issues.js';
import { newsletterRoutes } from './routes.js';
import { runSendJob } from './send.js';

/**
 * The network's newsletter (part 3 sections 2.1, 3.6, 7 and 9): its sending schedule, administered by
 * network administrators, and its sending: an hourly run writes each due issue with one mail job
 * per recipient.
 */
export const newsletterModule = defineModule({
  name: 'newsletter',
  routes: newsletterRoutes,
  async setup(ctx) {
    ctx.jobs.define(SEND_JOB, (payload, job) => runSendJob(ctx, payload as unknown as SendPayload, job));
    await defineHourlyJob(ctx, TICK_JOB, (payload) => runTick(ctx, payload));
  },
});
