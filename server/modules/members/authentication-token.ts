import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../platform/identity/tables.js';
import { newToken } from '../../platform/ids.js';

/**
 * The personal authentication token of feed URLs (webcal subscriptions, atom). Creating it again
 * replaces the old one and clearing it revokes it: every URL carrying the old token stops working.
 */
export async function getAuthenticationToken(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: members.authenticationToken })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.token ?? null;
}

export async function regenerateAuthenticationToken(db: Db, memberId: string): Promise<string> {
  const token = newToken(24);
  await db.update(members).set({ authenticationToken: token }).where(eq(members.id, memberId));
  return token;
}

export async function revokeAuthenticationToken(db: Db, memberId: string): Promise<void> {
  await db.update(members).set({ authenticationToken: null }).where(eq(members.id, memberId));
}

/** The active member a feed token belongs to; locked and deleted members' tokens open nothing. */
export async function memberByAuthenticationToken(db: Db, token: string | undefined) {
  if (!token || token.length < 16 || token.length > 200) return null;
  const [row] = await db
    .select({ id: members.id, isExternal: members.isExternal, isNetworkAdmin: members.isNetworkAdmin })
    .from(members)
    .where(and(eq(members.authenticationToken, token), isNull(members.lockedAt), isNull(members.deletedAt)));
  return row ?? null;
}
