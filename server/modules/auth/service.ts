import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError, tooManyRequests } from '../../platform/errors.js';
import { findCredentials } from '../../platform/sessions/credentials.js';
import { createSession, destroySession } from '../../platform/sessions/sessions.js';
import { getNetwork } from '../network/service.js';
import { checkThrottle, clearFailures, emailKey, ipKey, recordFailure } from './throttle.js';

/** Argon2id with the library's default cost; every stored password hash is made here. */
export const hashPassword = (password: string) => hash(password);

/**
 * Verified when the e-mail is unknown, so that a wrong address takes as long as a wrong password and
 * response times do not tell which addresses have accounts.
 */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('no account has this password; it only costs time');
  return dummyHash;
};

async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await timingDummy()), password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid email or password.');

export type SignInResult = { memberId: string; token: string; expiresAt: Date };

/**
 * Checks throttling, then the password, then the lock: a locked account is only revealed to someone
 * who knows its password.
 */
export async function signIn(
  ctx: AppContext,
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<SignInResult> {
  const keys = { email: emailKey(input.email), ip: ipKey(input.ip) };
  const { config } = await getNetwork(ctx.db);
  const throttle = await checkThrottle(ctx.db, keys, config.login);
  if (throttle) {
    await ctx.audit.record({
      type: throttle.by === 'email' ? 'LoginThrottledByEmail' : 'LoginThrottledByIp',
      details: throttle.by === 'email' ? { email: input.email.toLowerCase() } : {},
      ip: input.ip,
    });
    throw tooManyRequests(
      'throttled',
      'Too many failed sign-in attempts. Please wait a few minutes and try again.',
      throttle.retryAfterSeconds,
    );
  }

  const member = await findCredentials(ctx.db, input.email);
  const matches = await passwordMatches(member?.passwordHash ?? null, input.password);
  if (!member?.passwordHash || !matches) {
    await recordFailure(ctx.db, keys);
    throw invalidCredentials();
  }
  if (member.lockedAt) throw new AppError(423, 'locked', 'Your account is locked.');

  await clearFailures(ctx.db, keys.email);
  const session = await createSession(ctx.db, member.memberId, { ip: input.ip, userAgent: input.userAgent });
  return { memberId: member.memberId, ...session };
}

export async function signOut(ctx: AppContext, sessionTokenHash: string): Promise<void> {
  await destroySession(ctx.db, sessionTokenHash);
  await ctx.sessions.evictSession(sessionTokenHash);
}

/**
 * Only a path on this site is followed after sign-in; anything else ('//evil.example', 'https://...',
 * '/\\evil') would make the sign-in page an open redirect.
 */
export function safeRedirect(target: string | undefined, publicOrigin: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f]/.test(target)) return '/';
  try {
    const url = new URL(target, publicOrigin);
    if (url.origin !== publicOrigin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
