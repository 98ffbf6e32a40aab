import { defineModule } from '../../platform/modules/module.js';
import { notificationKinds } from '../notifications/service.js';
import { defineAnonymisationJob, scheduleAnonymisation } from './anonymisation.js';
import {
  CHANGE_REQUEST_APPROVED_NOTIFICATION,
  CHANGE_REQUEST_NOTIFICATION,
  CHANGE_REQUEST_REJECTED_NOTIFICATION,
} from './change-request-notifications.js';
import { changeRequestRoutes } from './change-request-routes.js';
import { mailBounceRoutes } from './mail-bounces.js';
import { membershipRoleRoutes } from './roles-routes.js';
import { memberAdministrationRoutes } from './routes.js';

/**
 * Member administration: create, edit, lock, roles (assigning them and the network's roles manager),
 * guest switch, delete and anonymise members, and decide the members' profile change requests.
 */
export const memberAdministrationModule = defineModule({
  name: 'member-administration',
  async setup(ctx) {
    defineAnonymisationJob(ctx);
    ctx.extensions.add(notificationKinds, CHANGE_REQUEST_NOTIFICATION, { category: 'administration' });
    ctx.extensions.add(notificationKinds, CHANGE_REQUEST_APPROVED_NOTIFICATION, { category: 'profile' });
    ctx.extensions.add(notificationKinds, CHANGE_REQUEST_REJECTED_NOTIFICATION, { category: 'profile' });
    await scheduleAnonymisation(ctx);
  },
  routes(app, ctx) {
    memberAdministrationRoutes(app, ctx);
    membershipRoleRoutes(app, ctx);
    changeRequestRoutes(app, ctx);
    mailBounceRoutes(app, ctx);
  },
});
