import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/client.js';
import { memberRoles, membershipRoles } from '../../modules/members/tables.js';
import { members } from '../../platform/identity/tables.js';
import { newId } from '../../platform/ids.js';
import { next } from './sequence.js';

export const TEST_PASSWORD = 'correct horse battery staple';
/** Hashing once keeps test set-up fast; argon2id verification still runs on every sign-in. */
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHash ??= hash(TEST_PASSWORD);
  return passwordHash;
};

export type MemberOverrides = Partial<typeof members.$inferInsert>;
export type MemberRecord = typeof members.$inferSelect;

/** An active internal member who signs in with TEST_PASSWORD. */
export async function createMember(db: Db, overrides: MemberOverrides = {}): Promise<MemberRecord> {
  const n = next();
  const [member] = await db
    .insert(members)
    .values({
      email: `member${n}-${newId()}@example.test`,
      firstName: `Test${n}`,
      lastName: `Member${n}`,
      passwordHash: await testPasswordHash(),
      // Test and demo members are past the onboarding form; a test that needs one passes null.
      onboardedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!member) throw new Error('member not created');
  return member;
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
