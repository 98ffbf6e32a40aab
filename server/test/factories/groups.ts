import type { Db } from '../../db/client.js';
import {
  groupCategories,
  groupCategoryAdmins,
  groupMemberships,
  groups,
} from '../../modules/groups/tables.js';
import { next } from './sequence.js';

export async function createCategory(db: Db, overrides: Partial<typeof groupCategories.$inferInsert> = {}) {
  const n = next();
  const [category] = await db
    .insert(groupCategories)
    .values({
      slug: `category-${n}`,
      name: `Category ${n}`,
      pluralName: `Categories ${n}`,
      order: n,
      ...overrides,
    })
    .returning();
  if (!category) throw new Error('category not created');
  return category;
}

/** An open group in a category of its own unless `categoryId` names one. */
export async function createGroup(db: Db, overrides: Partial<typeof groups.$inferInsert> = {}) {
  const n = next();
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const [group] = await db
    .insert(groups)
    .values({ slug: `group-${n}`, name: `Group ${n}`, ...overrides, categoryId })
    .returning();
  if (!group) throw new Error('group not created');
  return group;
}

/**
 * A membership row (status member unless overridden), written directly: without the GroupJoin audit
 * entry and the bus event of a join (tests of those join through the API).
 */
export async function addGroupMembership(
  db: Db,
  groupId: string,
  memberId: string,
  overrides: Partial<typeof groupMemberships.$inferInsert> = {},
) {
  const [membership] = await db
    .insert(groupMemberships)
    .values({ groupId, memberId, status: 'member', ...overrides })
    .returning();
  if (!membership) throw new Error('membership not created');
  return membership;
}

export async function makeCategoryAdmin(db: Db, categoryId: string, memberId: string) {
  await db.insert(groupCategoryAdmins).values({ categoryId, memberId });
}
