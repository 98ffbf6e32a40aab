import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../platform/sessions/tables.js';

export type LoginLimits = {
  max_failures_per_email: number;
  max_failures_per_ip: number;
  window_minutes: number;
};
export type Throttle = { by: 'email' | 'ip'; retryAfterSeconds: number };

export const emailKey = (email: string) => `email:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Failed sign-ins are counted per e-mail and per IP in a sliding window, in the database, so every
 * instance sees the same counts. Answers which limit is reached and when the next attempt may come.
 */
export async function checkThrottle(
  db: Db,
  keys: { email: string; ip: string },
  limits: LoginLimits,
  now = new Date(),
): Promise<Throttle | null> {
  const windowMs = limits.window_minutes * 60 * 1000;
  const since = new Date(now.getTime() - windowMs);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [keys.email, keys.ip]), gt(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  const failures = (key: string) => rows.find((row) => row.key === key)?.failures ?? 0;
  const checks = [
    { by: 'email' as const, key: keys.email, max: limits.max_failures_per_email },
    { by: 'ip' as const, key: keys.ip, max: limits.max_failures_per_ip },
  ];
  for (const check of checks) {
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
    return { by: check.by, retryAfterSeconds: Math.max(1, (allowedAt - now.getTime()) / 1000) };
  }
  return null;
}

export async function recordFailure(db: Db, keys: { email: string; ip: string }): Promise<void> {
  await db.insert(loginFailures).values([{ key: keys.email }, { key: keys.ip }]);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
