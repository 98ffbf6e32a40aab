import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { memberRecordById } from '../members/service.js';
import { sendEmailCode } from './email-codes.js';
import { endPendingSignIns, type PendingMode, startPendingSignIn } from './pending.js';
import { mayResetFactors, signInNeedsFactor, signInNeedsSetup } from './policy.js';
import { authenticationFactors } from './tables.js';
import { factorsOf } from './verify.js';

export { clearPendingCookie, PENDING_COOKIE, setPendingCookie } from './pending.js';
/** Sealing secrets at rest (keyed from SESSION_SECRET), also for single sign-on's client secrets. */
export { seal, unseal } from './secret-box.js';

/**
 * What signing in owes after a right password: nothing, a code of one of the member's factors
 * (`verify`), or setting one up first because the network enforces two-factor (`setup`).
 */
export async function secondFactorStep(ctx: AppContext, memberId: string): Promise<PendingMode | null> {
  const { settings } = await ctx.network.get();
  const factors = await factorsOf(ctx, memberId);
  if (signInNeedsFactor(settings, factors.length)) return 'verify';
  if (signInNeedsSetup(settings, factors.length)) return 'setup';
  return null;
}

/**
 * Starts the half-done sign-in (see pending.ts). A member whose only factor is e-mail gets their
 * code at once.
 */
export async function beginSecondFactor(
  ctx: AppContext,
  input: { memberId: string; mode: PendingMode; redirectTo: string; ip: string; userAgent?: string },
): Promise<string> {
  const token = await startPendingSignIn(ctx, input);
  if (input.mode === 'verify') {
    const types = (await factorsOf(ctx, input.memberId)).map((factor) => factor.type);
    if (types.length === 1 && types[0] === 'email')
      await sendEmailCode(ctx, input.memberId, { whenAllowed: true });
  }
  return token;
}

/**
 * An administrator removes all factors of a member (part 3 §7), who then signs in with the password
 * alone, or sets a factor up again where the network enforces it. Their sessions end.
 */
export async function resetMemberFactors(
  ctx: AppContext,
  admin: CurrentMember,
  memberId: string,
  ip: string,
) {
  const { settings } = await ctx.network.get();
  if (!mayResetFactors(settings)) throw unprocessable({ base: ['errors.two_factor.disabled'] });
  const member = await memberRecordById(ctx.db, memberId);
  if (!member || member.deletedAt) throw notFound('member');
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(authenticationFactors)
      .where(eq(authenticationFactors.memberId, memberId))
      .returning({ type: authenticationFactors.type });
    await ctx.audit.record(
      {
        type: 'TwoFactorReset',
        actorId: admin.id,
        membershipId: memberId,
        details: { factor_types: removed.map((row) => row.type) },
        ip,
      },
      tx,
    );
  });
  await endPendingSignIns(ctx, memberId);
  await endSessions(ctx, { memberId });
}
