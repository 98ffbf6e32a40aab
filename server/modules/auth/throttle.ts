import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientKey } from '../../platform/http/client-address.js';
import { loginFailures } from '../../platform/sessions/tables.js';

export type LoginLimits = {
  max_failures_per_email: number;
  max_failures_per_ip: number;
  window_minutes: number;
};

/**
 * What a sign-in attempt meets:
 * - refused (429) when this client failed too often (any addresses), or this address failed too
 *   often from this client;
 * - a challenge (proof of work) when this address failed too often from anywhere. Refusing then
 *   would let anyone lock the owner out by failing from a few addresses; the challenge costs every
 *   guess the same work, and the owner signs in by doing it once.
 */
export type Throttle =
  | { kind: 'refused'; by: 'email' | 'ip'; retryAfterSeconds: number }
  | { kind: 'challenge' };

export type FailureKeys = { email: string; ip: string; emailFromIp: string };

export const emailKey = (email: string) => `email:${email.toLowerCase()}`;
/** Counted per client: an IPv4 address or an IPv6 /64. */
export const ipKey = (ip: string) => `ip:${clientKey(ip)}`;
/** This address from this client (an e-mail address holds no space). */
export const emailFromIpKey = (email: string, ip: string) =>
  `email_ip:${clientKey(ip)} ${email.toLowerCase()}`;

export const failureKeys = (email: string, ip: string): FailureKeys => ({
  email: emailKey(email),
  ip: ipKey(ip),
  emailFromIp: emailFromIpKey(email, ip),
});

/**
 * Failed sign-ins are counted per key in a sliding window, in the database, so every instance sees
 * the same counts.
 */
export async function checkThrottle(
  db: Db,
  keys: FailureKeys,
  limits: LoginLimits,
  now = new Date(),
): Promise<Throttle | null> {
  const windowMs = limits.window_minutes * 60 * 1000;
  const since = new Date(now.getTime() - windowMs);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [keys.email, keys.ip, keys.emailFromIp]),
        gt(loginFailures.createdAt, since),
      ),
    )
    .groupBy(loginFailures.key);
  const failures = (key: string) => rows.find((row) => row.key === key)?.failures ?? 0;
  const refusals = [
    { by: 'ip' as const, key: keys.ip, max: limits.max_failures_per_ip },
    { by: 'email' as const, key: keys.emailFromIp, max: limits.max_failures_per_email },
  ];
  for (const check of refusals) {
    const counted = failures(check.key);
    if (counted < check.max) continue;
    // The attempt is allowed again once enough failures have left the window to drop below the limit.
    const [expiring] = await db
      .select({ createdAt: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, check.key), gt(loginFailures.createdAt, since)))
      .orderBy(asc(loginFailures.createdAt))
      .offset(counted - check.max)
      .limit(1);
    const allowedAt = (expiring?.createdAt.getTime() ?? now.getTime()) + windowMs;
    return {
      kind: 'refused',
      by: check.by,
      retryAfterSeconds: Math.max(1, (allowedAt - now.getTime()) / 1000),
    };
  }
  if (failures(keys.email) >= limits.max_failures_per_email) return { kind: 'challenge' };
  return null;
}

export async function recordFailure(db: Db, keys: FailureKeys): Promise<void> {
  await db.insert(loginFailures).values([{ key: keys.email }, { key: keys.ip }, { key: keys.emailFromIp }]);
}

/** After a successful sign-in: the address is no longer under attack as far as we know. */
export async function clearFailures(db: Db, keys: FailureKeys): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keys.email, keys.emailFromIp]));
}
