import { defineModule } from '../../platform/modules/module.js';
import { defineAnonymisationJob, scheduleAnonymisation } from './anonymisation.js';
import { memberAdministrationRoutes } from './routes.js';

/** Member administration: create, edit, lock, roles, guest switch, delete and anonymise members. */
export const memberAdministrationModule = defineModule({
  name: 'member-administration',
  async setup(ctx) {
    defineAnonymisationJob(ctx);
    await scheduleAnonymisation(ctx);
  },
  routes: memberAdministrationRoutes,
});
