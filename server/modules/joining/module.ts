import { defineModule } from '../../platform/modules/module.js';
import { notificationKinds } from '../notifications/service.js';
import { defineJoinMailJob } from './mail-job.js';
import { JOIN_REQUEST_NOTIFICATION } from './notifications.js';
import { joiningRoutes } from './routes.js';

/**
 * Joining the network on one's own (part 3 section 3.1): registration with an optional proof of
 * work, confirmation of the address by a mailed link, and moderation by network administrators.
 */
export const joiningModule = defineModule({
  name: 'joining',
  setup(ctx) {
    defineJoinMailJob(ctx);
    ctx.extensions.add(notificationKinds, JOIN_REQUEST_NOTIFICATION, { category: 'administration' });
  },
  routes: joiningRoutes,
});
