import { sameOriginPath } from '../../../contract/redirect.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, tooManyRequests } from '../../platform/errors.js';
import { extensionPoint } from '../../platform/modules/extensions.js';
import { findCredentials } from '../../platform/sessions/credentials.js';
import { endSessions } from '../../platform/sessions/end-sessions.js';
import { memberOfSession } from '../../platform/sessions/sessions.js';
import { openSession } from '../sessions/service.js';
import { beginSecondFactor, secondFactorStep } from '../two-factor/service.js';
import { redeemChallenge } from './challenge.js';
import { passwordMatches } from './passwords.js';

/** The ALTCHA proof of work of the sign-in, also asked of people joining the network (altcha_captcha). */
export { redeemChallenge } from './challenge.js';
export { passwordProblem, queuePasswordMail } from './password.js';
export { hashPassword } from './passwords.js';

import { checkThrottle, clearFailures, failureKeys, recordFailure } from './throttle.js';

/**
 * Modules that refuse a right password for some members: single sign-on does for members of a
 * provider with "sign-in by password off". Asked only after the password matched, so the answer
 * reveals nothing to someone who does not know it.
 */
export type PasswordSignInRefusal = (ctx: AppContext, memberId: string) => Promise<boolean>;
export const passwordSignInRefusals = extensionPoint<PasswordSignInRefusal>('auth.password-sign-in-refusals');

/**
 * Where the browser continues after signing out, asked before the session ends (single sign-on:
 * the provider's end-session endpoint, so its session ends too). The first address wins.
 */
export type SignOutContinuation = (ctx: AppContext, sessionId: string) => Promise<string | null>;
export const signOutContinuations = extensionPoint<SignOutContinuation>('auth.sign-out-continuations');

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid email or password.');

/**
 * A session, or a half-done sign-in that owes a second factor (`verify`) or its setup (`setup`): its
 * token goes into the two-factor cookie, never the session cookie.
 */
export type SignInResult =
  | { kind: 'session'; memberId: string; token: string; expiresAt: Date; browserToken: string }
  | { kind: 'second_factor'; memberId: string; token: string; mode: 'verify' | 'setup' };

export type SignInInput = {
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** The browser's own cookie (sessions module): a sign-in from a browser new to the member mails them. */
  browserToken?: string;
  /** A solved challenge (GET /api/v1/sign_in/challenge), needed once the address failed too often. */
  challenge?: string;
  /** A same-origin path (safeRedirect): where a sign-in completed by a second factor continues. */
  redirectTo: string;
};

/**
 * Checks throttling (and the challenge it may ask for), then the password, then the lock: a locked
 * account is only revealed to someone who knows its password.
 */
export async function signIn(ctx: AppContext, input: SignInInput): Promise<SignInResult> {
  const keys = failureKeys(input.email, input.ip);
  const email = input.email.toLowerCase();
  const { config } = await ctx.network.get();
  const throttle = await checkThrottle(ctx.db, keys, config.login);
  if (throttle?.kind === 'refused') {
    await ctx.audit.record({
      type: throttle.by === 'email' ? 'LoginThrottledByEmail' : 'LoginThrottledByIp',
      details: throttle.by === 'email' ? { email, response: 'refused' } : {},
      ip: input.ip,
    });
    throw tooManyRequests(
      'throttled',
      'Too many failed sign-in attempts. Please wait a few minutes and try again.',
      throttle.retryAfterSeconds,
    );
  }
  if (throttle?.kind === 'challenge') {
    const solved = input.challenge ? await redeemChallenge(ctx.db, ctx.config, input.challenge) : false;
    if (!solved) {
      await ctx.audit.record({
        type: 'LoginThrottledByEmail',
        details: { email, response: 'challenge' },
        ip: input.ip,
      });
      throw input.challenge
        ? new AppError(428, 'challenge_failed', 'The challenge was not solved, has expired or was used.')
        : new AppError(
            428,
            'challenge_required',
            'Too many failed sign-ins for this address: solve a challenge.',
          );
    }
  }

  const member = await findCredentials(ctx.db, input.email);
  const matches = await passwordMatches(member?.passwordHash ?? null, input.password);
  if (!member?.passwordHash || !matches) {
    await recordFailure(ctx.db, keys);
    throw invalidCredentials();
  }
  if (member.lockedAt) throw new AppError(423, 'locked', 'Your account is locked.');
  for (const refuses of ctx.extensions.all(passwordSignInRefusals).values()) {
    if (await refuses(ctx, member.memberId)) {
      throw new AppError(403, 'sso_required', "Sign in with your organisation's single sign-on.");
    }
  }

  await clearFailures(ctx.db, keys);
  const mode = await secondFactorStep(ctx, member.memberId);
  if (mode) {
    const token = await beginSecondFactor(ctx, { ...input, memberId: member.memberId, mode });
    return { kind: 'second_factor', memberId: member.memberId, token, mode };
  }
  const session = await openSession(ctx, {
    memberId: member.memberId,
    ip: input.ip,
    userAgent: input.userAgent,
    browserToken: input.browserToken,
  });
  return { kind: 'session', memberId: member.memberId, ...session };
}

/**
 * Ends the session of this token (its chat sockets too, on every instance); an unknown one is a no-op.
 * Answers where the browser continues when a module names a place (signOutContinuations).
 */
export async function signOut(ctx: AppContext, sessionTokenHash: string): Promise<string | null> {
  const memberId = await memberOfSession(ctx.db, sessionTokenHash);
  if (!memberId) return null;
  let continuation: string | null = null;
  for (const next of ctx.extensions.all(signOutContinuations).values()) {
    continuation ??= await next(ctx, sessionTokenHash);
  }
  await endSessions(ctx, { memberId, sessionIds: [sessionTokenHash] });
  return continuation;
}

/**
 * Only a path of this site is followed after sign-in, judged after normalising (contract/redirect.ts);
 * anything else ('//evil.example', '/.//evil.example', 'https://...', '/\\evil') would make the
 * sign-in page an open redirect.
 */
export const safeRedirect = (target: string | undefined): string => sameOriginPath(target) ?? '/';
