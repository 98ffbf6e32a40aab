import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../platform/identity/tables.js';
import type { MemberRecord } from './present.js';

/** Active members (not locked, not deleted) whose birthday falls on one of these 'MM-DD' days. */
export async function membersBornOn(db: Db, monthDays: readonly string[]): Promise<MemberRecord[]> {
  if (monthDays.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(
      and(
        isNull(members.deletedAt),
        isNull(members.lockedAt),
        inArray(sql<string>`to_char(${members.birthday}, 'MM-DD')`, [...monthDays]),
      ),
    );
}
