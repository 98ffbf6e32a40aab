import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { checkCodeAttempts, clearWrongCodes, invalidCode, recordWrongCode } from './attempts.js';
import { BACKUP_CODE_DIGITS, spendBackupCode } from './backup-codes.js';
import { spendEmailCode } from './email-codes.js';
import { unseal } from './secret-box.js';
import { authenticationFactors } from './tables.js';
import { acceptedStep } from './totp.js';

export type FactorRow = typeof authenticationFactors.$inferSelect;
export type CodeKind = 'totp' | 'email' | 'backup';

export async function factorsOf(ctx: AppContext, memberId: string): Promise<FactorRow[]> {
  return ctx.db.select().from(authenticationFactors).where(eq(authenticationFactors.memberId, memberId));
}

/**
 * Accepts a TOTP code of the factor and records its step in one conditional update: a second request
 * with the same code (or an older one) finds the step taken and fails.
 */
async function spendTotp(ctx: AppContext, factor: FactorRow, code: string): Promise<boolean> {
  if (!factor.secretSealed) return false;
  const step = await acceptedStep(unseal(ctx.config, factor.secretSealed), code, factor.lastUsedStep);
  if (step === null) return false;
  const updated = await ctx.db
    .update(authenticationFactors)
    .set({ lastUsedStep: step, lastUsedAt: new Date() })
    .where(
      and(
        eq(authenticationFactors.id, factor.id),
        or(isNull(authenticationFactors.lastUsedStep), lt(authenticationFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: authenticationFactors.id });
  return updated.length > 0;
}

async function touch(ctx: AppContext, factor: FactorRow) {
  await ctx.db
    .update(authenticationFactors)
    .set({ lastUsedAt: new Date() })
    .where(eq(authenticationFactors.id, factor.id));
}

export type VerifyOptions = {
  ip: string | null;
  /** Only these kinds count (deleting a TOTP factor wants that factor's code or a backup code). */
  kinds?: readonly CodeKind[];
};

/**
 * Checks a code of any of the member's factors (or one of their backup codes), throttled per member:
 * answers what kind it was, or throws 400 invalid_code (429 throttled after too many).
 */
export async function verifyMemberCode(
  ctx: AppContext,
  memberId: string,
  code: string,
  options: VerifyOptions,
): Promise<CodeKind> {
  await checkCodeAttempts(ctx, memberId, options.ip);
  const allowed = (kind: CodeKind) => !options.kinds || options.kinds.includes(kind);
  const factors = await factorsOf(ctx, memberId);
  const kind = await matchingKind(ctx, memberId, factors, code, allowed);
  if (!kind) {
    await recordWrongCode(ctx, memberId);
    throw invalidCode();
  }
  await clearWrongCodes(ctx, memberId);
  return kind;
}

async function matchingKind(
  ctx: AppContext,
  memberId: string,
  factors: FactorRow[],
  code: string,
  allowed: (kind: CodeKind) => boolean,
): Promise<CodeKind | null> {
  if (factors.length === 0) return null;
  if (code.length === BACKUP_CODE_DIGITS) {
    if (!allowed('backup') || !(await spendBackupCode(ctx.db, ctx.config, memberId, code))) return null;
    await ctx.audit.record({ type: 'TwoFactorBackupCodeUsed', actorId: memberId, membershipId: memberId });
    return 'backup';
  }
  const totp = factors.find((factor) => factor.type === 'totp');
  if (totp && allowed('totp') && (await spendTotp(ctx, totp, code))) return 'totp';
  const email = factors.find((factor) => factor.type === 'email');
  if (email && allowed('email') && (await spendEmailCode(ctx, memberId, code))) {
    await touch(ctx, email);
    return 'email';
  }
  return null;
}
