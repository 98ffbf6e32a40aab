import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadAuditLogStrings } from './strings';

/** /administration/audit_log (part 3 section 2.1). */
export const auditLogRoutes: RouteObject[] = [
  {
    path: 'administration/audit_log',
    lazy: withStrings(loadAuditLogStrings, () => import('./audit-log-page')),
  },
];
