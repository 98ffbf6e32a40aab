import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../modules/members/tables.js';
import { newToken } from '../ids.js';
import type { CurrentMember } from './current-member.js';
import { sessions } from './tables.js';

export const SESSION_COOKIE = 'intranet_session';
/** Sessions last two weeks and are extended while used. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would cost a write per request; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  memberId: string,
  meta: { userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The member behind a session token, or null when the session is unknown, expired, or the member
 * locked. `renewed` tells that the session's lifetime was just extended (the cookie should be too).
 */
export async function loadSession(
  db: Db,
  token: string,
): Promise<{ member: CurrentMember; renewed: boolean } | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      id: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      locale: members.locale,
      timeZone: members.timeZone,
      isExternal: members.isExternal,
      isNetworkAdmin: members.isNetworkAdmin,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        isNull(members.lockedAt),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const renewed = now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
  if (renewed) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _lastSeenAt, ...member } = row;
  return { member: { ...member, sessionTokenHash: tokenHash }, renewed };
}

export async function loadSessionMember(db: Db, token: string): Promise<CurrentMember | null> {
  return (await loadSession(db, token))?.member ?? null;
}

export async function destroySession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function destroyMemberSessions(db: Db, memberId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
