import { defineModule } from '../../platform/modules/module.js';
import { newsletterRoutes } from './routes.js';

/**
 * The network's newsletter (part 3 sections 2.1, 3.6, 7 and 9): its sending schedule, administered by
 * network administrators.
 */
export const newsletterModule = defineModule({
  name: 'newsletter',
  routes: newsletterRoutes,
});
