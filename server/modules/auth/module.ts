import { defineModule } from '../../platform/modules/module.js';
import { definePasswordJobs } from './password.js';
import { passwordRoutes } from './password-routes.js';
import { authRoutes } from './routes.js';

/** Sign-in and sign-out; passwords: the own change, reset links and the welcome link's mail. */
export const authModule = defineModule({
  name: 'auth',
  setup: definePasswordJobs,
  routes(app, ctx) {
    authRoutes(app, ctx);
    passwordRoutes(app, ctx);
  },
});
