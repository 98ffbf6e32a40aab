import type { InviteCan } from '../../../contract/invitations.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateGroup } from '../groups/policy.js';
import { invitableGroups, loadCategory, loadVisibleGroup } from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { inviteCan, mayInviteAtAll } from './policy.js';

/** Where invitations are sent from, as the route names it. */
export type ScopeRef =
  | { type: 'network' }
  | { type: 'category'; ref: string }
  | { type: 'group'; ref: string };

export type InviteScope = {
  type: 'network' | 'category' | 'group';
  id: string | null;
  name: string;
  can: InviteCan;
  /** The groups an invite from here may name; a group scope always names its own group. */
  groups: { id: string; name: string }[];
  fixedGroupId: string | null;
};

/**
 * Loads the scope with the viewer's invite flags; a scope the viewer cannot invite from answers 404,
 * like one that does not exist, so nobody learns of groups or categories they may not administer.
 */
export async function loadScope(
  ctx: AppContext,
  viewer: Viewer,
  network: NetworkRecord,
  ref: ScopeRef,
): Promise<InviteScope> {
  let scope: InviteScope;
  if (ref.type === 'network') {
    const administers = canAdministrateNetwork(viewer);
    scope = {
      type: 'network',
      id: null,
      name: network.name,
      can: inviteCan(viewer, network, { administers, memberMayInvite: false }),
      groups: administers ? await invitableGroups(ctx.db, viewer) : [],
      fixedGroupId: null,
    };
  } else if (ref.type === 'category') {
    const { category, administrate } = await loadCategory(ctx.db, viewer, ref.ref);
    scope = {
      type: 'category',
      id: category.id,
      name: category.name,
      can: inviteCan(viewer, network, { administers: administrate, memberMayInvite: false }),
      groups: administrate ? await invitableGroups(ctx.db, viewer, { categoryId: category.id }) : [],
      fixedGroupId: null,
    };
  } else {
    const { group, state } = await loadVisibleGroup(ctx.db, viewer, ref.ref);
    const administers = canAdministrateGroup(viewer, state);
    const memberMayInvite = group.membersCanInvite && state.membership?.status === 'member';
    scope = {
      type: 'group',
      id: group.id,
      name: group.name,
      can: group.archived
        ? { invite_internal: false, invite_external: false, invite_external_guests: false }
        : inviteCan(viewer, network, { administers, memberMayInvite }),
      groups: [{ id: group.id, name: group.name }],
      fixedGroupId: group.id,
    };
  }
  if (!mayInviteAtAll(scope.can)) throw notFound('invite scope');
  return scope;
}
