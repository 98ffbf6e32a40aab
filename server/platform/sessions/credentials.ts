import { and, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { members } from '../identity/tables.js';

export type Credentials = { memberId: string; passwordHash: string | null; lockedAt: Date | null };

/** What sign-in needs to know about the account of an e-mail address (case-insensitive), if any. */
export async function findCredentials(db: Db | Tx, email: string): Promise<Credentials | undefined> {
  const [row] = await db
    .select({ memberId: members.id, passwordHash: members.passwordHash, lockedAt: members.lockedAt })
    .from(members)
    .where(and(sql`lower(${members.email}) = ${email.toLowerCase()}`, isNull(members.deletedAt)))
    .limit(1);
  return row;
}
