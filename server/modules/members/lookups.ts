import { and, desc, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { members } from '../../platform/identity/tables.js';
import { isId } from '../../platform/ids.js';
import type { MemberRecord } from './present.js';

/** Member records for other modules that need more than a row, without a visibility check. */

/** Member records by id for other modules that need more than a row (chat: lock state, time zone). */
export async function memberRecordsByIds(db: Db, ids: string[]): Promise<MemberRecord[]> {
  const unique = [...new Set(ids.filter(isId))];
  if (unique.length === 0) return [];
  return db.select().from(members).where(inArray(members.id, unique));
}

/** Names, e-mail and locale of active members by id, for other modules' exports and mails. */
export async function memberContactsByIds(db: Db | Tx, ids: string[]) {
  const unique = [...new Set(ids.filter(isId))];
  if (unique.length === 0) return new Map<string, MemberContact>();
  const rows = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      locale: members.locale,
    })
    .from(members)
    .where(and(inArray(members.id, unique), isNull(members.deletedAt), isNull(members.lockedAt)));
  return new Map<string, MemberContact>(rows.map((row) => [row.id, row]));
}
export type MemberContact = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
};

/** Ids of the members who may be mailed at all (not deleted, not locked, with an address): newsletter. */
export async function mailableMemberIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(isNull(members.deletedAt), isNull(members.lockedAt), ne(members.email, '')))
    .orderBy(members.id);
  return rows.map((row) => row.id);
}

/** Ids of members who joined in (since, until], newest first; the caller filters what a viewer sees. */
export async function memberIdsJoinedBetween(db: Db, since: Date, until: Date, limit: number) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(isNull(members.deletedAt), gt(members.createdAt, since), lte(members.createdAt, until)))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
