import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/modules/module.js';
import { auditLogRoutes } from './audit-log-routes.js';
import { defineAuditRetentionJob, scheduleAuditRetention } from './audit-retention.js';
import { defineBirthdayMailJob } from './birthday-mail.js';
import { legalRoutes } from './legal-routes.js';
import { navigationRoutes } from './navigation-routes.js';
import { administrationRoutes } from './routes.js';

/** Network administration: the administration home, network settings, legal texts, the imprint,
 * the navigation editors (network and group), the app navigation and the audit log viewer with its
 * daily retention job. */
export const networkAdministrationModule = defineModule({
  name: 'network-administration',
  async setup(ctx) {
    defineBirthdayMailJob(ctx);
    defineAuditRetentionJob(ctx);
    await scheduleAuditRetention(ctx);
  },
  routes(app: FastifyInstance, ctx: AppContext) {
    administrationRoutes(app, ctx);
    legalRoutes(app, ctx);
    navigationRoutes(app, ctx);
    auditLogRoutes(app, ctx);
  },
});
