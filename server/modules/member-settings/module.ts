import { defineModule } from '../../platform/modules/module.js';
import { memberSettingsRoutes } from './routes.js';

/**
 * The member's own settings (`/members/{id}/settings/edit`): mails per notification kind, digests,
 * newsletter, language and time zone, ignored members. The data lives with the notifications module,
 * which enforces it; this module is the form's use case.
 */
export const memberSettingsModule = defineModule({
  name: 'member-settings',
  routes: memberSettingsRoutes,
});
