import type { NetworkRecord } from '../network/service.js';

/**
 * Whether people who join on their own become guests (external members). `join_as_external` keeps
 * its stored value while the network's config does not allow guests (the settings form hides it
 * then), so it applies only while guests are allowed; otherwise they join as normal members.
 */
export function joinsAsExternal(network: Pick<NetworkRecord, 'settings' | 'config'>): boolean {
  return network.settings.join_as_external && network.config.guest_users_allowed;
}
