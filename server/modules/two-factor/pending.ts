import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/ids.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { storableHeaderText } from '../../platform/unstorable-text.js';
import { openSession } from '../sessions/service.js';
import { pendingSignIns } from './tables.js';

/**
 * The cookie of a half-done sign-in. It is not the session cookie: the authentication hook never
 * reads it, so it signs nobody in; only the two-factor routes look at it.
 */
export const PENDING_COOKIE = 'intranet_two_factor';
const LIFETIME_MS = 10 * 60 * 1000;

export type PendingSignIn = typeof pendingSignIns.$inferSelect;
export type PendingMode = PendingSignIn['mode'];

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure }) as const;

export async function startPendingSignIn(
  ctx: AppContext,
  input: { memberId: string; mode: PendingMode; redirectTo: string; ip: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await ctx.db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
  await ctx.db.insert(pendingSignIns).values({
    tokenHash: hashToken(token),
    memberId: input.memberId,
    mode: input.mode,
    redirectTo: input.redirectTo,
    ip: input.ip,
    userAgent: storableHeaderText(input.userAgent, 500),
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  return token;
}

export function setPendingCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(PENDING_COOKIE, token, { ...cookieOptions(secure), maxAge: LIFETIME_MS / 1000 });
}

export function clearPendingCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(PENDING_COOKIE, cookieOptions(secure));
}

/** The live half-done sign-in of this request's cookie, if any. */
export async function pendingOf(ctx: AppContext, request: FastifyRequest): Promise<PendingSignIn | null> {
  const token = request.cookies[PENDING_COOKIE];
  if (!token) return null;
  const [row] = await ctx.db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * Turns the half-done sign-in into a session signed in with a second factor. The row is deleted
 * first and only the request that deleted it gets the session, so one pending sign-in makes one session.
 */
export async function completePendingSignIn(
  ctx: AppContext,
  pending: PendingSignIn,
  browserToken: string | undefined,
) {
  const deleted = await ctx.db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, pending.tokenHash))
    .returning({ tokenHash: pendingSignIns.tokenHash });
  if (deleted.length === 0) return null;
  const session = await openSession(ctx, {
    memberId: pending.memberId,
    browserToken,
    ip: pending.ip ?? undefined,
    userAgent: pending.userAgent ?? undefined,
    twoFactorVerified: true,
  });
  return { ...session, redirectTo: pending.redirectTo };
}

/** Everything half done of a member ends with their factors (an administrator's reset). */
export async function endPendingSignIns(ctx: AppContext, memberId: string) {
  await ctx.db.delete(pendingSignIns).where(eq(pendingSignIns.memberId, memberId));
}
