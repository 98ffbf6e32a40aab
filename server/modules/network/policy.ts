import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NetworkRecord } from './service.js';

/**
 * Network-wide abilities. Other modules use these same functions when they enforce the ability, so
 * the flag the browser sees and the check the server makes cannot drift apart.
 */
export function canAdministrateNetwork(viewer: Viewer | null): boolean {
  return viewer?.isNetworkAdmin === true;
}

/** Administration routes answer 404 to everyone else, so nobody learns what they hold. */
export function assertNetworkAdmin(viewer: Viewer): void {
  if (!canAdministrateNetwork(viewer)) throw notFound();
}

/** Chat needs the network's chat feature; guests chat only when the network allows it. */
export function canChat(viewer: Viewer | null, network: NetworkRecord): boolean {
  if (!viewer || !network.config.chat_enabled) return false;
  return !viewer.isExternal || network.settings.guest_users_allow_chat;
}

/** Channels are curated content: administrators create them (a channels module may widen this). */
export function canCreateChannels(viewer: Viewer | null, network: NetworkRecord): boolean {
  return canAdministrateNetwork(viewer) && network.config.channels_enabled;
}

/** Guests take part in what they are invited to; creating content for the network is for members. */
export function isInternalMember(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && !viewer.isExternal;
}

export function networkCan(viewer: Viewer | null, network: NetworkRecord) {
  const internal = isInternalMember(viewer);
  return {
    administrate: canAdministrateNetwork(viewer),
    create_channels: canCreateChannels(viewer, network),
    create_appointments: internal,
    create_calendars: internal,
    // Per category the groups module refines this (group category can.create).
    create_groups: internal,
    invite_internal: internal,
    invite_external: canAdministrateNetwork(viewer) && network.config.guest_users_allowed,
    // The network's folders are managed, and their new versions reviewed, by its administrators
    // (files/access.ts gives them the manager role there).
    review_files: canAdministrateNetwork(viewer),
    join: viewer === null && network.settings.join_user_can_initiate,
    // The directory and the group pages link to the maps where the network shows them (show_map).
    show_map: viewer !== null && network.config.maps_enabled && network.settings.show_map,
  };
}
