import { defineModule } from '../../platform/modules/module.js';
import { notificationListeners } from '../notifications/service.js';
import { PUSH_JOB, sendPush } from './push-job.js';
import { deviceRoutes } from './routes.js';
import { queuePushes } from './service.js';

/**
 * Devices and Web Push: members register their browsers' push subscriptions and choose per
 * notification group what each is pushed; every notification recorded queues its pushes.
 */
export const devicesModule = defineModule({
  name: 'devices',
  setup(ctx) {
    ctx.extensions.add(notificationListeners, 'push', queuePushes(ctx));
    ctx.jobs.define(PUSH_JOB, (payload) => sendPush(ctx, payload));
  },
  routes: deviceRoutes,
});
