import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { canAdministrateGroup } from '../groups/policy.js';
import { loadVisibleGroup } from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';

export type StatisticsScope = { key: string; group: { id: string; slug: string; name: string } | null };

/**
 * Whose statistics the viewer may read: the network's for network administrators, a group's for
 * whoever administers the group (its administrators, and network and category administrators).
 * Everyone else gets 404, so nobody learns the page exists.
 */
export async function statisticsScope(
  db: Db,
  viewer: CurrentMember,
  groupRef: string | null,
): Promise<StatisticsScope> {
  if (groupRef === null) {
    if (!canAdministrateNetwork(viewer)) throw notFound('page');
    return { key: 'network', group: null };
  }
  const context = await loadVisibleGroup(db, viewer, groupRef);
  if (!canAdministrateGroup(viewer, context.state)) throw notFound('group');
  const { id, slug, name } = context.group;
  return { key: id, group: { id, slug, name } };
}
