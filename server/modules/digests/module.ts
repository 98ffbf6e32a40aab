import { defineHourlyJob } from '../../platform/jobs/hourly.js';
import { defineModule } from '../../platform/modules/module.js';
import { runTick, TICK_JOB } from './schedule.js';
import { runSendJob, SEND_JOB, type SendPayload } from './send.js';

/**
 * Scheduled mails: the e-mail digest, the daily activity mail and birthday mails (part 3 sections 3.1
 * and 4), found by an hourly run in each member's time zone and sent by durable jobs.
 */
export const digestsModule = defineModule({
  name: 'digests',
  async setup(ctx) {
    ctx.jobs.define(SEND_JOB, (payload, job) => runSendJob(ctx, payload as unknown as SendPayload, job));
    await defineHourlyJob(ctx, TICK_JOB, (payload) => runTick(ctx, payload));
  },
});
