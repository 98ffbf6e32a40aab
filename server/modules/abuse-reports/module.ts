import { defineModule } from '../../platform/modules/module.js';
import { memberPageCan } from '../members/service.js';
import { notificationKinds } from '../notifications/service.js';
import { abuseReportRoutes } from './routes.js';
import { ABUSE_REPORT_NOTIFICATION } from './service.js';

/** Abuse reports: members report activities and members; network administrators resolve or hide. */
export const abuseReportsModule = defineModule({
  name: 'abuse-reports',
  setup(ctx) {
    ctx.extensions.add(notificationKinds, ABUSE_REPORT_NOTIFICATION, { category: 'administration' });
    // The member page's Report entry: others, while the network enables reports.
    ctx.extensions.add(memberPageCan, 'abuse-reports', (viewer, target, network) => ({
      report: network.config.abuse_reports_enabled && viewer.id !== target.id,
    }));
  },
  routes: abuseReportRoutes,
});
