import type { RouteObject } from 'react-router';
import { withStrings } from '../../i18n/feature-strings';
import { loadFormStrings } from '../../ui/form/strings';
import { loadAuditLogStrings } from './strings';

/** The page's strings and the member picker's. */
const loadStrings = () => Promise.all([loadAuditLogStrings(), loadFormStrings()]).then(() => undefined);

/** /administration/audit_log (part 3 section 2.1). */
export const auditLogRoutes: RouteObject[] = [
  {
    path: 'administration/audit_log',
    lazy: withStrings(loadStrings, () => import('./audit-log-page')),
  },
];
