import { defineModule } from '../../platform/modules/module.js';
import { runTick, scheduleTick, TICK_JOB } from './schedule.js';
import { runSendJob, SEND_JOB, type SendPayload } from './send.js';

const HOUR_MS = 3_600_000;

/**
 * Scheduled mails: the e-mail digest, the daily activity mail and birthday mails (part 3 sections 3.1
 * and 4), found by an hourly run in each member's time zone and sent by durable jobs.
 */
export const digestsModule = defineModule({
  name: 'digests',
  async setup(ctx) {
    ctx.jobs.define(TICK_JOB, (payload) => runTick(ctx, payload));
    ctx.jobs.define(SEND_JOB, (payload, job) => runSendJob(ctx, payload as unknown as SendPayload, job));
    await scheduleTick(ctx, new Date((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS));
  },
});
