import { and, eq, gt, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { newToken } from '../../platform/ids.js';
import { sendJobMails } from '../../platform/mail/job-mails.js';
import { PASSWORD_RULE, secretWeakness } from '../../platform/secrets.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import {
  activeMemberByEmail,
  memberContactsByIds,
  memberRecordById,
  passwordHashOf,
  setPasswordHash,
} from '../members/service.js';
import { type PasswordMailPurpose, passwordMail } from './password-mails.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { passwordTokens } from './tables.js';

/**
 * Passwords: the member's own change (the current password is required and every other session
 * ends), "Forgot your password?" and the welcome link of a member created without one. A link is a
 * single-use token (only its SHA-256 is stored) that the mail job makes when it sends the mail, so
 * the token itself is never stored in the jobs table.
 */
export const PASSWORD_MAIL_JOB = 'auth.password_mail';

const HOUR_MS = 60 * 60 * 1000;
export const PASSWORD_LINK_HOURS: Record<PasswordMailPurpose, number> = { reset: 2, welcome: 7 * 24 };

const tokenField = 'user.reset_password_token';
const invalidLink = () =>
  unprocessable({ [tokenField]: ['errors.passwords.link_invalid'] }, 'The link is expired or was used.');

/** The i18n key of what is wrong with a new password (length, common, guessable from the name), or null. */
export function passwordProblem(
  password: string,
  person: { email: string; firstName: string; lastName: string },
) {
  const personal = [person.email.split('@')[0] ?? '', person.firstName, person.lastName];
  const weakness = secretWeakness(password, PASSWORD_RULE, personal);
  if (!weakness) return null;
  return weakness === 'too_short' ? 'errors.passwords.too_short' : 'errors.passwords.too_weak';
}

function refuseWeak(password: string, person: Parameters<typeof passwordProblem>[1], field: string) {
  const problem = passwordProblem(password, person);
  if (problem) throw unprocessable({ [field]: [problem] }, 'The password is too weak.');
}

/** Queues the mail with a password link in the caller's transaction (with the rows it is about). */
export async function queuePasswordMail(
  ctx: Pick<AppContext, 'jobs'>,
  tx: Tx,
  memberId: string,
  purpose: PasswordMailPurpose,
) {
  // One queued mail per member and purpose: asking ten times in a row sends one mail.
  await ctx.jobs.enqueue(
    tx,
    PASSWORD_MAIL_JOB,
    { memberId, purpose },
    { uniqueKey: `${purpose}:${memberId}` },
  );
}

/**
 * POST /users/password: mails a reset link when the address belongs to a member who can sign in.
 * The caller answers the same either way, so the form tells nobody which addresses have accounts.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const member = await activeMemberByEmail(ctx.db, email);
  if (!member || member.lockedAt) return;
  await ctx.db.transaction((tx) => queuePasswordMail(ctx, tx, member.id, 'reset'));
}

async function liveTokenOwner(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ memberId: passwordTokens.memberId, purpose: passwordTokens.purpose })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), gt(passwordTokens.expiresAt, new Date())));
  if (!row) return null;
  const member = await memberRecordById(ctx.db, row.memberId);
  if (!member || member.deletedAt || member.lockedAt) return null;
  return { member, purpose: row.purpose };
}

/** GET /api/v1/users/password/token: whether a link still works (the page says so before the form). */
export async function passwordLinkStatus(ctx: AppContext, token: string) {
  const owner = await liveTokenOwner(ctx, token);
  if (!owner) throw invalidLink();
  return { purpose: owner.purpose, email: owner.member.email };
}

/**
 * PUT /users/password: sets the password through a link. The token is deleted as the password is
 * written, in one transaction, so two requests racing with one link set it once; every session of
 * the member ends (whoever knew the old password is signed out).
 */
export async function resetPassword(ctx: AppContext, token: string, password: string, ip: string) {
  const owner = await liveTokenOwner(ctx, token);
  if (!owner) throw invalidLink();
  refuseWeak(password, owner.member, 'user.password');
  const passwordHash = await hashPassword(password);
  const memberId = await ctx.db.transaction(async (tx) => {
    const [redeemed] = await tx
      .delete(passwordTokens)
      .where(and(eq(passwordTokens.tokenHash, hashToken(token)), gt(passwordTokens.expiresAt, new Date())))
      .returning({ memberId: passwordTokens.memberId });
    if (!redeemed) throw invalidLink();
    // Any other link of the member is spent too: the password was just chosen.
    await tx.delete(passwordTokens).where(eq(passwordTokens.memberId, redeemed.memberId));
    await setPasswordHash(tx, redeemed.memberId, passwordHash);
    await ctx.audit.record(
      { type: 'PasswordReset', actorId: redeemed.memberId, membershipId: redeemed.memberId, ip },
      tx,
    );
    return redeemed.memberId;
  });
  await endSessions(ctx, { memberId });
}

/** PUT /users: the signed-in member's new password; the session that changed it stays. */
export async function changePassword(
  ctx: AppContext,
  viewer: CurrentMember,
  input: { currentPassword: string; password: string; ip: string },
) {
  const stored = await passwordHashOf(ctx.db, viewer.id);
  if (!(await passwordMatches(stored, input.currentPassword))) {
    throw unprocessable({ 'user.current_password': ['errors.passwords.current_wrong'] });
  }
  refuseWeak(input.password, viewer, 'user.password');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, viewer.id, passwordHash);
    await tx.delete(passwordTokens).where(eq(passwordTokens.memberId, viewer.id));
    await ctx.audit.record(
      { type: 'PasswordChange', actorId: viewer.id, membershipId: viewer.id, ip: input.ip },
      tx,
    );
  });
  await endSessions(ctx, { memberId: viewer.id, except: viewer.sessionTokenHash });
}

/** The mail job: a fresh link replaces the member's older ones of the same purpose. */
export function definePasswordJobs(ctx: AppContext) {
  ctx.jobs.define(PASSWORD_MAIL_JOB, async (payload, job) => {
    const memberId = String(payload.memberId);
    const purpose: PasswordMailPurpose = payload.purpose === 'welcome' ? 'welcome' : 'reset';
    const contact = (await memberContactsByIds(ctx.db, [memberId])).get(memberId);
    if (!contact) return;
    const network = await ctx.network.get();
    await sendJobMails(
      ctx,
      job,
      [contact],
      (c) => c.id,
      async (c) => {
        const token = newToken();
        const hours = PASSWORD_LINK_HOURS[purpose];
        const now = Date.now();
        await ctx.db.transaction(async (tx) => {
          await tx.delete(passwordTokens).where(lt(passwordTokens.expiresAt, new Date(now)));
          await tx
            .delete(passwordTokens)
            .where(and(eq(passwordTokens.memberId, c.id), eq(passwordTokens.purpose, purpose)));
          await tx.insert(passwordTokens).values({
            tokenHash: hashToken(token),
            memberId: c.id,
            purpose,
            expiresAt: new Date(now + hours * HOUR_MS),
          });
        });
        return passwordMail({
          purpose,
          locale: c.locale,
          to: c.email,
          name: `${c.firstName} ${c.lastName}`.trim(),
          network: network.name,
          link: `${ctx.config.publicUrl}/users/password/edit?reset_password_token=${token}`,
          hours,
        });
      },
    );
  });
}
