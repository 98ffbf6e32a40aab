import { ADMINISTRATION_AREAS, type AdministrationHome } from '../../../contract/administration.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateNetwork } from '../network/policy.js';

/**
 * Network administration (part 3 section 6): network administrators manage every area. Everyone else
 * learns nothing of these routes: they answer 404.
 */
export function requireNetworkAdmin(viewer: Viewer): void {
  if (!canAdministrateNetwork(viewer)) throw notFound('page');
}

export function administrationCan(viewer: Viewer): AdministrationHome['can'] {
  const admin = canAdministrateNetwork(viewer);
  return Object.fromEntries(ADMINISTRATION_AREAS.map((area) => [area, admin])) as AdministrationHome['can'];
}

/** Read-only legal texts are the installation's: nobody edits them. */
export const legalTextCan = (viewer: Viewer, text: { readOnly: boolean }) => ({
  edit: canAdministrateNetwork(viewer) && !text.readOnly,
  destroy: canAdministrateNetwork(viewer),
});
