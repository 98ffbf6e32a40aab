import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { categoryAdminKey, groupContentKeys, groupKey } from './policy.js';
import { groupCategoryAdmins, groupMemberships, groups } from './tables.js';

/**
 * The viewer's group keys (platform/visibility/keys.ts): the groups whose content membership opens
 * to them, and the categories they administer. A membership row that is not (yet) `member` opens an
 * open group's content too, as `canSeeContent` has it.
 */
export async function groupViewerKeys(db: Db | Tx, viewer: Viewer): Promise<string[]> {
  const [memberships, categories] = await Promise.all([
    db
      .select({ groupId: groupMemberships.groupId })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.groupId))
      .where(
        and(
          eq(groupMemberships.memberId, viewer.id),
          or(eq(groupMemberships.status, 'member'), eq(groups.access, 'open')),
        ),
      ),
    db
      .select({ categoryId: groupCategoryAdmins.categoryId })
      .from(groupCategoryAdmins)
      .where(eq(groupCategoryAdmins.memberId, viewer.id)),
  ]);
  return [
    ...memberships.map((row) => groupKey(row.groupId)),
    ...categories.map((row) => categoryAdminKey(row.categoryId)),
  ];
}

/**
 * The visibility keys of the content of these groups (`groupContentKeys`), for modules that index
 * or tag things of groups; unknown ids are left out.
 */
export async function groupContentKeysByIds(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: groups.id,
      slug: groups.slug,
      access: groups.access,
      externallyVisible: groups.externallyVisible,
      categoryId: groups.categoryId,
    })
    .from(groups)
    .where(inArray(groups.id, unique));
  return new Map(rows.map((group) => [group.id, groupContentKeys(group)]));
}
