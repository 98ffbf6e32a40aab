import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { members } from '../identity/tables.js';
import type { CurrentMember } from '../identity/viewer.js';
import { newToken } from '../ids.js';
import { DEFAULT_NETWORK_TIME_ZONE } from '../network/defaults.js';
import { networks } from '../network/tables.js';
import { storableHeaderText } from '../unstorable-text.js';
import { memberActiveDays, sessions } from './tables.js';

export const SESSION_COOKIE = 'intranet_session';
/** Sessions last two weeks and are extended while used. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** Writing last_seen_at on every request would cost a write per request; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Today in the network's zone, as PostgreSQL sees it (the statistics' day). */
const networkToday = sql<string>`(now() at time zone coalesce((select ${networks.config}->>'time_zone' from ${networks} limit 1), ${DEFAULT_NETWORK_TIME_ZONE}))::date`;

/**
 * Marks the member active today, counting a sign-in when `signedIn`: the source of the statistics'
 * active members and sign-ins. Called at sign-in and when a session is touched (once a minute).
 */
async function markActiveDay(db: Db | Tx, memberId: string, signedIn: boolean) {
  await db
    .insert(memberActiveDays)
    .values({ day: networkToday, memberId, signIns: signedIn ? 1 : 0 })
    .onConflictDoUpdate({
      target: [memberActiveDays.day, memberActiveDays.memberId],
      set: { signIns: sql`${memberActiveDays.signIns} + excluded.sign_ins` },
    });
}

export async function createSession(
  db: Db | Tx,
  memberId: string,
  meta: { userAgent?: string; ip?: string; twoFactorVerified?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    // A header, not the member's words: cleaned of what PostgreSQL cannot store rather than refused.
    userAgent: storableHeaderText(meta.userAgent, 500),
    ip: meta.ip ?? null,
    twoFactorVerified: meta.twoFactorVerified ?? false,
    expiresAt,
  });
  await markActiveDay(db, memberId, true);
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
      twoFactorVerified: sessions.twoFactorVerified,
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
    await markActiveDay(db, row.id, false);
  }
  const { lastSeenAt: _lastSeenAt, ...member } = row;
  return { member: { ...member, sessionTokenHash: tokenHash }, renewed };
}

export async function loadSessionMember(db: Db, token: string): Promise<CurrentMember | null> {
  return (await loadSession(db, token))?.member ?? null;
}

/** The member a session belongs to, if the session still exists. */
export async function memberOfSession(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: sessions.memberId })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row?.memberId ?? null;
}

/**
 * Which of these sessions are alive: not ended, not expired, their member neither locked nor deleted,
 * and signed in with a second factor while the network enforces two-factor. Holders of long-lived
 * connections (chat sockets) check theirs with it.
 */
export async function liveSessions(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        inArray(sessions.tokenHash, tokenHashes),
        gt(sessions.expiresAt, new Date()),
        isNull(members.lockedAt),
        isNull(members.deletedAt),
        or(
          eq(sessions.twoFactorVerified, true),
          sql`(select ${networks.settings}->>'two_factor' from ${networks} limit 1) is distinct from 'enforced'`,
        ),
      ),
    );
  return new Set(rows.map((row) => row.tokenHash));
}

/** A second factor was set up in this session: it counts as signed in with one from now on. */
export async function markTwoFactorVerified(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ twoFactorVerified: true }).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * The id under which a session is shown and ended in the member's list: derived from the token's
 * hash, so the list hands out neither the token nor the key the sessions table is looked up by.
 */
export const sessionPublicId = (tokenHash: string) =>
  createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 32);

/** The member's live sessions, most recently used first. */
export async function memberSessions(db: Db, memberId: string) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(200);
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
