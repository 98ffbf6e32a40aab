import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/modules/module.js';
import { defineBirthdayMailJob } from './birthday-mail.js';
import { legalRoutes } from './legal-routes.js';
import { administrationRoutes } from './routes.js';

/** Network administration: the administration home, network settings, legal texts and the imprint. */
export const networkAdministrationModule = defineModule({
  name: 'network-administration',
  setup(ctx) {
    defineBirthdayMailJob(ctx);
  },
  routes(app: FastifyInstance, ctx: AppContext) {
    administrationRoutes(app, ctx);
    legalRoutes(app, ctx);
  },
});
