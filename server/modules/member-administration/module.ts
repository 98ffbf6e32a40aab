import { defineModule } from '../../platform/modules/module.js';
import { defineAnonymisationJob, scheduleAnonymisation } from './anonymisation.js';
import { membershipRoleRoutes } from './roles-routes.js';
import { memberAdministrationRoutes } from './routes.js';

/** Member administration: create, edit, lock, roles (assigning them and the network's roles manager), guest switch, delete and anonymise members. */
export const memberAdministrationModule = defineModule({
  name: 'member-administration',
  async setup(ctx) {
    defineAnonymisationJob(ctx);
    await scheduleAnonymisation(ctx);
  },
  routes(app, ctx) {
    memberAdministrationRoutes(app, ctx);
    membershipRoleRoutes(app, ctx);
  },
});
