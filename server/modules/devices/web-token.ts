import { and, eq, gt, lt } from 'drizzle-orm';
import type { WebToken } from '../../../contract/devices.js';
import { sameOriginPath } from '../../../contract/redirect.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { newToken } from '../../platform/ids.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { openSession } from '../sessions/service.js';
import { webTokens } from './tables.js';

/**
 * The native app's web views (part 3 section 7, native bridge): the app holds a session of its own,
 * and a web view it opens must be signed in too without asking for the password again. The app asks
 * for a web token and opens its URL in the web view, which signs in there and goes on to the page.
 */
const LIFETIME_MS = 60_000;

export const webSessionPath = (token: string, redirectTo = '/') =>
  `/api/v1/web_session/${token}?redirect_to=${encodeURIComponent(redirectTo)}`;

export async function issueWebToken(ctx: AppContext, viewer: CurrentMember): Promise<WebToken> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LIFETIME_MS);
  await ctx.db.transaction(async (tx) => {
    // Tokens nobody used are of no use to anyone once expired.
    await tx.delete(webTokens).where(lt(webTokens.expiresAt, new Date()));
    await tx.insert(webTokens).values({
      tokenHash: hashToken(token),
      memberId: viewer.id,
      twoFactorVerified: viewer.twoFactorVerified,
      expiresAt,
    });
  });
  return {
    token,
    url: `${ctx.config.publicUrl}${webSessionPath(token)}`,
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * Uses the token once: answers the new session's token and where to go, or null when the token is
 * unknown, used or expired. The path to go to is one of this site's (never another site's).
 */
export async function redeemWebToken(
  ctx: AppContext,
  token: string,
  client: { ip?: string; userAgent?: string; browserToken?: string },
) {
  const [row] = await ctx.db
    .delete(webTokens)
    .where(and(eq(webTokens.tokenHash, hashToken(token)), gt(webTokens.expiresAt, new Date())))
    .returning();
  if (!row) return null;
  return openSession(ctx, { memberId: row.memberId, twoFactorVerified: row.twoFactorVerified, ...client });
}

export const safeRedirect = (value: string | undefined) => sameOriginPath(value) ?? '/';
