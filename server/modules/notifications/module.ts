import { defineModule } from '../../platform/modules/module.js';
import { visibilityHolders } from '../../platform/visibility/keys.js';
import { defineNotificationMailJob } from './mail-job.js';
import { notificationRoutes } from './routes.js';
import { updateNotificationVisibility } from './service.js';

/** Notifications: kinds other modules register, consolidated entries, read state, their mails. */
export const notificationsModule = defineModule({
  name: 'notifications',
  setup(ctx) {
    ctx.extensions.add(visibilityHolders, 'notifications', updateNotificationVisibility);
    defineNotificationMailJob(ctx);
  },
  routes: notificationRoutes,
});
