import { and, count, eq, gt } from 'drizzle-orm';
import { INVALID_CODE } from '../../../contract/two-factor.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, tooManyRequests } from '../../platform/errors.js';
import { loginFailures } from '../../platform/sessions/tables.js';

/**
 * Wrong codes are counted per member in the sign-in failures table (shared by all instances), within
 * the network's sign-in window and limit per address: six digits fall to brute force otherwise. Only
 * someone who knew the password (or holds the session) can spend these attempts.
 */
const attemptKey = (memberId: string) => `two_factor:${memberId}`;

export const invalidCode = () =>
  new AppError(400, 'invalid_code', 'The code is not valid.', { code: [INVALID_CODE] });

/** Refuses (429, audited) while the member has too many wrong codes in the window. */
export async function checkCodeAttempts(ctx: AppContext, memberId: string, ip: string | null): Promise<void> {
  const { config } = await ctx.network.get();
  const windowMs = config.login.window_minutes * 60 * 1000;
  const [row] = await ctx.db
    .select({ failures: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, attemptKey(memberId)),
        gt(loginFailures.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  if ((row?.failures ?? 0) < config.login.max_failures_per_email) return;
  await ctx.audit.record({ type: 'TwoFactorThrottled', actorId: memberId, membershipId: memberId, ip });
  throw tooManyRequests('throttled', 'Too many wrong codes. Please wait a few minutes.', windowMs / 1000);
}

export async function recordWrongCode(ctx: AppContext, memberId: string): Promise<void> {
  await ctx.db.insert(loginFailures).values({ key: attemptKey(memberId) });
}

export async function clearWrongCodes(ctx: AppContext, memberId: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.key, attemptKey(memberId)));
}
