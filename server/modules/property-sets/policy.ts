import type { PropertyContextType } from '../../../contract/property-sets.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { canAdministrateGroup, canSeeContent } from '../groups/policy.js';
import { visibleGroup } from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';

/** Whose sets: the network's, or one group's (`groupId`), and whether the viewer may change them. */
export type SetContext = {
  type: PropertyContextType;
  groupId: string | null;
  can: { update: boolean };
};

export const scopeKey = (context: Pick<SetContext, 'groupId'>) => context.groupId ?? 'network';

/**
 * Who reads a context's sets: every member the network's (forms are built from them), whoever sees
 * a group's content the group's; a group the viewer may not see answers 404. Who changes them:
 * network administrators the network's, the group's administrators (with network and category
 * administrators) a group's.
 */
export async function readableContext(
  db: Db,
  viewer: CurrentMember,
  type: PropertyContextType,
  contextId: string | undefined,
): Promise<SetContext> {
  if (type === 'network') return { type, groupId: null, can: { update: canAdministrateNetwork(viewer) } };
  if (!contextId) throw badRequest('context_id is required for a group.', { context_id: ['js.required'] });
  const context = await visibleGroup(db, viewer, contextId);
  if (!context || !canSeeContent(viewer, context.state)) throw notFound('group');
  return { type, groupId: context.group.id, can: { update: canAdministrateGroup(viewer, context.state) } };
}
