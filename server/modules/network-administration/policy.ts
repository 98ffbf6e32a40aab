import { ADMINISTRATION_AREAS, type AdministrationHome } from '../../../contract/administration.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';

/**
 * Network administration (part 3 section 6): network administrators manage every area. Everyone else
 * learns nothing of these routes: they answer 404.
 */
export function requireNetworkAdmin(viewer: Viewer): void {
  if (!canAdministrateNetwork(viewer)) throw notFound('page');
}

export function administrationCan(viewer: Viewer, network: NetworkRecord): AdministrationHome['can'] {
  const admin = canAdministrateNetwork(viewer);
  return {
    ...(Object.fromEntries(ADMINISTRATION_AREAS.map((area) => [area, admin])) as AdministrationHome['can']),
    // Change requests exist only while the network's config switches them on (part 3 section 6).
    change_requests: admin && network.config.change_requests_enabled,
    channel_subscriptions: admin && network.config.channels_enabled,
  };
}

/** Read-only legal texts are the installation's: nobody edits them. */
export const legalTextCan = (viewer: Viewer, text: { readOnly: boolean }) => ({
  edit: canAdministrateNetwork(viewer) && !text.readOnly,
  destroy: canAdministrateNetwork(viewer),
});
