import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/modules/module.js';
import { defineBirthdayMailJob } from './birthday-mail.js';
import { legalRoutes } from './legal-routes.js';
import { navigationRoutes } from './navigation-routes.js';
import { administrationRoutes } from './routes.js';

/** Network administration: the administration home, network settings, legal texts, the imprint,
 * the navigation editors (network and group) and the app navigation. */
export const networkAdministrationModule = defineModule({
  name: 'network-administration',
  setup(ctx) {
    defineBirthdayMailJob(ctx);
  },
  routes(app: FastifyInstance, ctx: AppContext) {
    administrationRoutes(app, ctx);
    legalRoutes(app, ctx);
    navigationRoutes(app, ctx);
  },
});
