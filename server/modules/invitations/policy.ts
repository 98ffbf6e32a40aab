import type { InviteCan } from '../../../contract/invitations.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';

/**
 * Who may invite whom (part 3 section 6). Administrators of the scope (the network, a group
 * category, a group) invite members into groups and invite people from outside; only network
 * administrators invite outsiders as normal members, the scope's other administrators invite them as
 * guests (`invite_external_guests`: guests only get the external type), when the network allows
 * guests. In a group whose members may invite, its members invite other members too. Guests invite
 * nobody.
 */
export type ScopeStanding = {
  /** Administers the scope: network administrator, the category's or the group's administrator. */
  administers: boolean;
  /** A member of the scope's group that lets its members invite. */
  memberMayInvite: boolean;
};

export function inviteCan(viewer: Viewer, network: NetworkRecord, standing: ScopeStanding): InviteCan {
  if (viewer.isExternal)
    return { invite_internal: false, invite_external: false, invite_external_guests: false };
  return {
    invite_internal: standing.administers || standing.memberMayInvite,
    invite_external: canAdministrateNetwork(viewer),
    invite_external_guests: standing.administers && network.config.guest_users_allowed,
  };
}

export const mayInviteAtAll = (can: InviteCan) =>
  can.invite_internal || can.invite_external || can.invite_external_guests;

/** The user type an external invite may carry. */
export function mayInviteAs(can: InviteCan, userType: 'normal' | 'external'): boolean {
  return userType === 'normal' ? can.invite_external : can.invite_external_guests || can.invite_external;
}

/** Part 3 section 4: revoke only when every selected invite is open; renew when none is settled. */
export const canRevoke = (status: string) => status === 'open';
export const canRenew = (status: string) => status === 'open';
