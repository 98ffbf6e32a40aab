import type { DesignScopeType } from '../../../contract/designs.js';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { administeredScopes } from '../groups/service.js';
import { canAdministrateNetwork } from '../network/policy.js';

/** A design's scope: the network, a group category or a group; its id is what the URLs carry. */
export type DesignScope = {
  id: string;
  type: DesignScopeType;
  name: string;
  /** The category id or group id (null for the network). */
  refId: string | null;
  /** For a group: its category, whose design it falls back to. */
  categoryId: string | null;
};

export const designIdOf = (type: DesignScopeType, refId: string | null) =>
  type === 'network' ? 'network' : `${type}-${refId}`;

/**
 * `network`, `group_category-<id>` or `group-<id>`; the id may also be the category's or group's slug
 * (the administration links of a group use its slug). Null for anything else.
 */
export function parseDesignId(id: string): { type: DesignScopeType; refId: string | null } | null {
  if (id === 'network') return { type: 'network', refId: null };
  const match = /^(group_category|group)-([\p{L}\p{N}_-]{1,200})$/u.exec(id);
  if (!match?.[2]) return null;
  return { type: match[1] as DesignScopeType, refId: match[2] };
}

/** Every design the viewer may edit; empty for members who administer nothing. */
export async function editableScopes(db: Db | Tx, viewer: Viewer, networkName: string) {
  const administered = await administeredScopes(db, viewer);
  const scopes: DesignScope[] = [];
  if (canAdministrateNetwork(viewer)) {
    scopes.push({ id: 'network', type: 'network', name: networkName, refId: null, categoryId: null });
  }
  for (const category of administered.categories) {
    const id = designIdOf('group_category', category.id);
    scopes.push({ id, type: 'group_category', name: category.name, refId: category.id, categoryId: null });
  }
  for (const group of administered.groups) {
    const id = designIdOf('group', group.id);
    scopes.push({ id, type: 'group', name: group.name, refId: group.id, categoryId: group.categoryId });
  }
  return scopes;
}

/**
 * The scope behind a design id if the viewer may edit it; 404 otherwise (unknown, malformed, or not
 * theirs), so nobody learns which categories or groups exist.
 */
export async function loadEditableScope(
  db: Db | Tx,
  viewer: Viewer,
  id: string,
  networkName: string,
): Promise<DesignScope> {
  const parsed = parseDesignId(id);
  if (!parsed) throw notFound('design');
  if (parsed.type === 'network') {
    if (!canAdministrateNetwork(viewer)) throw notFound('design');
    return { id, type: 'network', name: networkName, refId: null, categoryId: null };
  }
  const only = parsed.type === 'group' ? { groupId: parsed.refId ?? '' } : { categoryId: parsed.refId ?? '' };
  const administered = await administeredScopes(db, viewer, only);
  if (parsed.type === 'group') {
    const group = administered.groups[0];
    if (!group) throw notFound('design');
    return {
      id: designIdOf('group', group.id),
      type: 'group',
      name: group.name,
      refId: group.id,
      categoryId: group.categoryId,
    };
  }
  const category = administered.categories[0];
  if (!category) throw notFound('design');
  return {
    id: designIdOf('group_category', category.id),
    type: 'group_category',
    name: category.name,
    refId: category.id,
    categoryId: null,
  };
}
