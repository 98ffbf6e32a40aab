import { defineModule } from '../../platform/modules/module.js';
import { notificationKinds } from '../notifications/service.js';
import { abuseReportRoutes } from './routes.js';
import { ABUSE_REPORT_NOTIFICATION } from './service.js';

/** Abuse reports: members report activities and members; network administrators resolve or hide. */
export const abuseReportsModule = defineModule({
  name: 'abuse-reports',
  setup(ctx) {
    ctx.extensions.add(notificationKinds, ABUSE_REPORT_NOTIFICATION, { category: 'administration' });
  },
  routes: abuseReportRoutes,
});
