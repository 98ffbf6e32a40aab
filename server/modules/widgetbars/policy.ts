import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { canAdministrateGroup, canSeeContent } from '../groups/policy.js';
import { loadVisibleGroup, visibleGroup } from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';

/** A bar's owner: the network, or one group. */
export type BarScope = { groupId: string | null; group: { id: string; slug: string; name: string } | null };

export const scopeKey = (scope: Pick<BarScope, 'groupId'>) => scope.groupId ?? 'network';

/**
 * Who administers a scope's bars: network administrators the network's, the group's administrators
 * (with network and category administrators) a group's. Everyone else gets 404, so nobody learns
 * the administration exists.
 */
export async function administeredScope(
  db: Db,
  viewer: CurrentMember,
  groupRef: string | null,
): Promise<BarScope> {
  if (groupRef === null) {
    if (!canAdministrateNetwork(viewer)) throw notFound('page');
    return { groupId: null, group: null };
  }
  const context = await loadVisibleGroup(db, viewer, groupRef);
  if (!canAdministrateGroup(viewer, context.state)) throw notFound('group');
  const { id, slug, name } = context.group;
  return { groupId: id, group: { id, slug, name } };
}

/** Who sees a scope's bars: every member the network's, whoever sees a group's content the group's. */
export async function viewedScope(db: Db, viewer: CurrentMember, groupRef: string | null): Promise<BarScope> {
  if (groupRef === null) return { groupId: null, group: null };
  const context = await visibleGroup(db, viewer, groupRef);
  if (!context || !canSeeContent(viewer, context.state)) throw notFound('group');
  const { id, slug, name } = context.group;
  return { groupId: id, group: { id, slug, name } };
}
