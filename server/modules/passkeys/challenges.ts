import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { passkeyChallenges } from './tables.js';

const LIFETIME_MS = 5 * 60 * 1000;
/** What a ceremony's options tell the browser to wait for; the challenge lives a little longer. */
export const CEREMONY_TIMEOUT_MS = 4 * 60 * 1000;

type Purpose = 'register' | 'sign_in';

/** Stores a challenge the library just made (expired ones are swept on the way). */
export async function storeChallenge(
  ctx: AppContext,
  challenge: string,
  purpose: Purpose,
  memberId: string | null,
) {
  const now = new Date();
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await ctx.db.insert(passkeyChallenges).values({
    challengeHash: hashToken(challenge),
    purpose,
    memberId,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
}

/**
 * Spends a challenge: true only for the one request that deletes it, while it is live, for its
 * purpose and member. The verifier calls it with the challenge the browser signed.
 */
export async function redeemChallenge(
  ctx: AppContext,
  challenge: string,
  purpose: Purpose,
  memberId: string | null,
): Promise<boolean> {
  const deleted = await ctx.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hashToken(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, new Date()),
        memberId ? eq(passkeyChallenges.memberId, memberId) : isNull(passkeyChallenges.memberId),
      ),
    )
    .returning({ challengeHash: passkeyChallenges.challengeHash });
  return deleted.length > 0;
}
