import { defineModule } from '../../platform/modules/module.js';
import { defineNewBrowserMailJob } from './known-browsers.js';
import { sessionsRoutes } from './routes.js';

/** The member's sessions (list, end), the administrator's sign-out of a member, new-browser mails. */
export const sessionsModule = defineModule({
  name: 'sessions',
  setup(ctx) {
    defineNewBrowserMailJob(ctx);
  },
  routes: sessionsRoutes,
});
