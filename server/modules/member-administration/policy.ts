import type { AdminMember } from '../../../contract/member-administration.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { mayResetFactors } from '../two-factor/policy.js';

/**
 * Who may do what in the member administration (part 3 section 6): network administrators manage
 * every member. The guest switch needs the network to allow guests, role assignment needs membership
 * roles. Nobody locks themselves (they would be signed out with no way back in); deleting oneself is
 * allowed unless it would leave the network without an active administrator (checked in the service,
 * under a lock, since it depends on the others).
 */
type Target = { id: string; lockedAt: Date | null };

export function canSwitchExternal(viewer: Viewer, network: NetworkRecord): boolean {
  return canAdministrateNetwork(viewer) && network.config.guest_users_allowed;
}

export function canAssignRoles(viewer: Viewer, network: NetworkRecord): boolean {
  return canAdministrateNetwork(viewer) && network.config.membership_roles_enabled;
}

export function canLock(viewer: Viewer, target: Target): boolean {
  return canAdministrateNetwork(viewer) && viewer.id !== target.id && !target.lockedAt;
}

export function adminMemberCan(viewer: Viewer, network: NetworkRecord, target: Target): AdminMember['can'] {
  const admin = canAdministrateNetwork(viewer);
  return {
    edit: admin,
    lock: canLock(viewer, target),
    unlock: admin && target.lockedAt !== null,
    destroy: admin,
    switch_external: canSwitchExternal(viewer, network),
    assign_roles: canAssignRoles(viewer, network),
    end_sessions: admin,
    reset_factors: admin && mayResetFactors(network.settings),
  };
}
