import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canAdministrateNetwork } from '../network/policy.js';
import { groupCategories, groupCategoryAdmins, groupMemberships, groups } from './tables.js';

export type AdministeredScopes = {
  categories: { id: string; name: string }[];
  groups: { id: string; name: string; categoryId: string | null }[];
};

/**
 * The categories and groups the viewer administers (part 3 section 6): all for network
 * administrators; a category administrator's categories and their groups; a group administrator's
 * groups. Two statements, whatever the numbers. `only` narrows to one category or group.
 */
export async function administeredScopes(
  db: Db | Tx,
  viewer: Viewer,
  only?: { categoryId?: string; groupId?: string },
): Promise<AdministeredScopes> {
  const all = canAdministrateNetwork(viewer);
  const ownCategories = db
    .select({ id: groupCategoryAdmins.categoryId })
    .from(groupCategoryAdmins)
    .where(eq(groupCategoryAdmins.memberId, viewer.id));
  const categoryFilters: (SQL | undefined)[] = [
    all ? undefined : inArray(groupCategories.id, ownCategories),
    only?.categoryId
      ? or(eq(groupCategories.id, only.categoryId), eq(groupCategories.slug, only.categoryId))
      : undefined,
  ];
  const categories =
    only?.groupId && !only.categoryId
      ? []
      : await db
          .select({ id: groupCategories.id, name: groupCategories.name })
          .from(groupCategories)
          .where(and(...categoryFilters))
          .orderBy(asc(groupCategories.order), asc(groupCategories.name));
  const adminOf = db
    .select({ id: groupMemberships.groupId })
    .from(groupMemberships)
    .where(
      and(
        eq(groupMemberships.memberId, viewer.id),
        eq(groupMemberships.isAdmin, true),
        eq(groupMemberships.status, 'member'),
      ),
    );
  const groupFilters: (SQL | undefined)[] = [
    all ? undefined : or(inArray(groups.categoryId, ownCategories), inArray(groups.id, adminOf)),
    only?.groupId ? or(eq(groups.id, only.groupId), eq(groups.slug, only.groupId)) : undefined,
  ];
  const groupRows =
    only?.categoryId && !only.groupId
      ? []
      : await db
          .select({ id: groups.id, name: groups.name, categoryId: groups.categoryId })
          .from(groups)
          .where(and(...groupFilters))
          .orderBy(asc(groups.name));
  return { categories, groups: groupRows };
}
