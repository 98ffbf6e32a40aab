import { defineModule } from '../../platform/modules/module.js';
import { defineEmailCodeJob } from './email-codes.js';
import { twoFactorRoutes } from './routes.js';

/** Second factors (authenticator app, e-mail codes, backup codes), the sign-in step and the admin reset. */
export const twoFactorModule = defineModule({
  name: 'two-factor',
  setup(ctx) {
    defineEmailCodeJob(ctx);
  },
  routes: twoFactorRoutes,
});
