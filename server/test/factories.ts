import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client.js';
import { groupCategories, groupCategoryAdmins, groupMemberships, groups } from '../modules/groups/tables.js';
import { memberRoles, members, membershipRoles } from '../modules/members/tables.js';
import { newId } from '../platform/ids.js';

/**
 * Builders of test data on the real database. Each fills sensible values and takes overrides.
 * The demo seed builds its data with the same tables, so tests and demo stay alike.
 */
let counter = 0;
const next = () => ++counter;

export const TEST_PASSWORD = 'correct horse battery staple';
/** Hashing once keeps test set-up fast; argon2id verification still runs on every sign-in. */
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHash ??= hash(TEST_PASSWORD);
  return passwordHash;
};

export type MemberOverrides = Partial<typeof members.$inferInsert>;

export async function createMember(db: Db, overrides: MemberOverrides = {}) {
  const n = next();
  const [member] = await db
    .insert(members)
    .values({
      email: `member${n}-${newId()}@example.test`,
      firstName: `Test${n}`,
      lastName: `Member${n}`,
      passwordHash: await testPasswordHash(),
      ...overrides,
    })
    .returning();
  if (!member) throw new Error('member not created');
  return member;
}

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

export async function createRole(db: Db, overrides: Partial<typeof membershipRoles.$inferInsert> = {}) {
  const n = next();
  const [role] = await db
    .insert(membershipRoles)
    .values({ slug: `role-${n}`, name: `Role ${n}`, pluralName: `Roles ${n}`, color: '7b3fa0', ...overrides })
    .returning();
  if (!role) throw new Error('role not created');
  return role;
}

export async function assignRole(db: Db, memberId: string, roleId: string) {
  await db.insert(memberRoles).values({ memberId, roleId });
}

export async function makeCategoryAdmin(db: Db, categoryId: string, memberId: string) {
  await db.insert(groupCategoryAdmins).values({ categoryId, memberId });
}
