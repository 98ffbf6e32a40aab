import { defineModule } from '../../platform/modules/module.js';
import { passwordSignInRefusals, signOutContinuations } from '../auth/service.js';
import { ssoRoutes } from './routes.js';
import { endSessionUrl, passwordRefused } from './sign-in-hooks.js';

/**
 * Single sign-on with OpenID Connect: providers administrators configure, the authorization code flow
 * with PKCE, account linking and just-in-time creation, the groups claim, and RP-initiated logout.
 */
export const ssoModule = defineModule({
  name: 'sso',
  setup(ctx) {
    ctx.extensions.add(passwordSignInRefusals, 'sso', passwordRefused);
    ctx.extensions.add(signOutContinuations, 'sso', endSessionUrl);
  },
  routes: ssoRoutes,
});
