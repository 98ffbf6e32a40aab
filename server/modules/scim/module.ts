import { defineModule } from '../../platform/modules/module.js';
import { scimRoutes } from './routes.js';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644) for identity providers such as Microsoft Entra ID and Okta:
 * accounts are created, updated, deactivated (locked, every session ended) and deleted, and the
 * members of existing groups follow the provider's groups. Authenticated by bearer tokens a network
 * administrator issues; the provisioning acts under that administrator's grant.
 */
export const scimModule = defineModule({
  name: 'scim',
  routes: scimRoutes,
});
