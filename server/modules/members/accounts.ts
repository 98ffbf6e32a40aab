import { and, asc, count, eq, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { members } from '../../platform/identity/tables.js';
import { isId, newId } from '../../platform/ids.js';
import { avatarPath } from './avatar.js';
import type { MemberRecord } from './present.js';
import { memberRoles, membershipRoles } from './tables.js';

/**
 * Writes to accounts that other modules ask for (member administration, passwords). The accounts
 * table belongs to identity and is written only here and in create.ts; the callers decide who may
 * do what, these functions only write.
 */

export type NewAccount = {
  email: string;
  firstName: string;
  lastName: string;
  /** Null when the member chooses it through the welcome mail's link. */
  passwordHash: string | null;
  isExternal: boolean;
  locale?: string;
  /** Values of the network's profile fields (people who joined on their own and were asked for them). */
  profile?: Record<string, string>;
};

export async function insertAccount(tx: Tx, values: NewAccount): Promise<string> {
  const id = newId();
  await tx.insert(members).values({
    id,
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    passwordHash: values.passwordHash,
    isExternal: values.isExternal,
    imageUrl: avatarPath(id),
    ...(values.locale ? { locale: values.locale } : {}),
    // Asked for their profile data when they joined, they are not asked again on first sign-in.
    ...(values.profile && Object.keys(values.profile).length > 0
      ? { profile: values.profile, onboardedAt: new Date() }
      : {}),
  });
  return id;
}

/** Whether another account (deleted ones too, until anonymised) uses this e-mail, in any case. */
export async function emailTakenByOther(db: Db | Tx, email: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, ne(members.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export type AccountChanges = Partial<
  Pick<MemberRecord, 'email' | 'firstName' | 'lastName' | 'isExternal' | 'isNetworkAdmin' | 'lockedAt'>
>;

export async function updateAccount(tx: Tx, id: string, changes: AccountChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx.update(members).set(changes).where(eq(members.id, id));
}

/** A member that is not deleted, its row locked for the caller's transaction; null otherwise. */
export async function lockAccountRow(tx: Tx, id: string): Promise<MemberRecord | null> {
  if (!isId(id)) return null;
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .for('update');
  return row ?? null;
}

/** The network administrators who can still act (neither locked nor deleted). */
export async function activeAdministratorIds(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.isNetworkAdmin, true), isNull(members.deletedAt), isNull(members.lockedAt)));
  return rows.map((row) => row.id);
}

/**
 * The ids of the administrators who can still act (neither locked nor deleted), their rows locked
 * until the caller's commit: two administrators demoting or deleting each other at the same moment
 * wait for one another, so the network never ends up without one.
 */
export async function lockActiveAdministrators(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.isNetworkAdmin, true), isNull(members.deletedAt), isNull(members.lockedAt)))
    .orderBy(asc(members.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Replaces the member's network roles (group roles stay); unknown ids are the caller's to refuse. */
export async function setNetworkRoles(tx: Tx, memberId: string, roleIds: readonly string[]): Promise<void> {
  const networkRoleIds = tx
    .select({ id: membershipRoles.id })
    .from(membershipRoles)
    .where(isNull(membershipRoles.groupId));
  await tx
    .delete(memberRoles)
    .where(and(eq(memberRoles.memberId, memberId), inArray(memberRoles.roleId, networkRoleIds)));
  if (roleIds.length > 0) {
    await tx
      .insert(memberRoles)
      .values([...new Set(roleIds)].map((roleId) => ({ memberId, roleId })))
      .onConflictDoNothing();
  }
}

/** Which of these ids are network roles (groupId null). */
export async function existingNetworkRoleIds(db: Db | Tx, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter(isId);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: membershipRoles.id })
    .from(membershipRoles)
    .where(and(inArray(membershipRoles.id, wanted), isNull(membershipRoles.groupId)));
  return new Set(rows.map((row) => row.id));
}

/** The network roles of a member, ids only. */
export async function networkRoleIdsOf(db: Db | Tx, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberRoles.roleId })
    .from(memberRoles)
    .innerJoin(membershipRoles, eq(membershipRoles.id, memberRoles.roleId))
    .where(and(eq(memberRoles.memberId, memberId), isNull(membershipRoles.groupId)));
  return rows.map((row) => row.id);
}

/** Every network role, for the administrators' role picker (hidden ones included: they assign them). */
export async function allNetworkRoles(db: Db | Tx) {
  return db
    .select()
    .from(membershipRoles)
    .where(isNull(membershipRoles.groupId))
    .orderBy(asc(sql`lower(${membershipRoles.name})`));
}

/** Marks the member deleted (they can no longer sign in and are listed nowhere) and drops their roles. */
export async function markDeleted(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(members).set({ deletedAt: at, isNetworkAdmin: false }).where(eq(members.id, id));
  await tx.delete(memberRoles).where(eq(memberRoles.memberId, id));
}

/**
 * Replaces the personal data of deleted members: the name becomes the network's anonymised name,
 * the e-mail an address that can never receive mail (so the real one is free again), no password,
 * profile, birthday, picture or feed token. The row stays, as authored content still points to it.
 */
export async function anonymiseAccounts(tx: Tx, ids: readonly string[], name: string, at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(members)
    .set({
      firstName: name,
      lastName: '',
      email: sql`'deleted-' || ${members.id} || '@invalid'`,
      passwordHash: null,
      profile: {},
      birthday: null,
      imageUrl: null,
      authenticationToken: null,
      anonymisedAt: at,
    })
    .where(and(inArray(members.id, [...ids]), isNotNull(members.deletedAt)));
}

/** Deleted members not yet anonymised whose deletion is older than `before` (the daily job). */
export async function deletedAwaitingAnonymisation(db: Db | Tx, before: Date, limit: number) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(isNotNull(members.deletedAt), isNull(members.anonymisedAt), lt(members.deletedAt, before)))
    .orderBy(asc(members.deletedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type AdminMemberQuery = { q?: string; page: number; per: number; ids?: string[] };

/** The members an administrator manages (every one not deleted, locked ones too), by name. */
export async function administeredMembers(
  db: Db,
  query: AdminMemberQuery,
  search: SQL | undefined,
): Promise<{ records: MemberRecord[]; total: number }> {
  const ids = query.ids?.filter(isId);
  if (ids && ids.length === 0) return { records: [], total: 0 };
  const where = and(isNull(members.deletedAt), search, ids ? inArray(members.id, ids) : undefined);
  const [records, [totals]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(members.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { records, total: totals?.total ?? 0 };
}

/** An active member (not deleted) by e-mail, in any case: password reset. */
export async function activeMemberByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: members.id, lockedAt: members.lockedAt })
    .from(members)
    .where(and(sql`lower(${members.email}) = lower(${email})`, isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The stored password hash of an active member (the password change checks the current one). */
export async function passwordHashOf(db: Db | Tx, id: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: members.passwordHash })
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .limit(1);
  return row?.hash ?? null;
}

export async function setPasswordHash(tx: Db | Tx, id: string, passwordHash: string): Promise<void> {
  await tx.update(members).set({ passwordHash }).where(eq(members.id, id));
}

/** Replaces a member's profile values (an approved change request), in the caller's transaction. */
export async function setProfileValues(tx: Tx, id: string, profile: Record<string, string>): Promise<void> {
  await tx.update(members).set({ profile }).where(eq(members.id, id));
}

export type ProvisionedQuery = { email?: string; ids?: string[]; offset: number; limit: number };

/**
 * Accounts as provisioning (SCIM) lists them: not deleted, oldest first so that paging by offset
 * stays stable while accounts are added; by address (any case) or ids.
 */
export async function provisionedAccounts(
  db: Db | Tx,
  query: ProvisionedQuery,
): Promise<{ records: MemberRecord[]; total: number }> {
  const ids = query.ids?.filter(isId);
  if (ids && ids.length === 0) return { records: [], total: 0 };
  const where = and(
    isNull(members.deletedAt),
    query.email === undefined ? undefined : sql`lower(${members.email}) = lower(${query.email})`,
    ids ? inArray(members.id, ids) : undefined,
  );
  const [records, [totals]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(asc(members.createdAt), asc(members.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { records, total: totals?.total ?? 0 };
}

/** A member's record by id without visibility check (the viewer's own, authors of mails), or null. */
export async function memberRecordById(db: Db | Tx, id: string): Promise<MemberRecord | null> {
  if (!isId(id)) return null;
  const [record] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return record ?? null;
}

/** A member's record by id without visibility check; 404 when there is none. */
export async function getMemberRecord(db: Db | Tx, id: string): Promise<MemberRecord> {
  const record = await memberRecordById(db, id);
  if (!record) throw notFound('member');
  return record;
}
