import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { unprocessable } from '../../platform/errors.js';
import { members } from '../../platform/identity/tables.js';
import { getMemberRecord } from './accounts.js';
import type { MemberRecord } from './present.js';

/** A member's own language and time zone: checked, written, and the sessions that carry them evicted. */

/** Canonical IANA name of a time zone (Intl accepts any case and aliases), or null if unknown. */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Writes the member's locale and time zone (in the caller's transaction); an unknown time zone is a
 * field error under `fieldPrefix`. Answers whether anything changed: the caller then evicts the
 * member's sessions after the commit, as signed-in requests carry both from the session cache.
 */
export async function writeLocaleSettings(
  tx: Db | Tx,
  memberId: string,
  changes: { locale?: string; time_zone?: string },
  fieldPrefix = '',
): Promise<boolean> {
  const values: Partial<typeof members.$inferInsert> = {};
  if (changes.locale !== undefined) values.locale = changes.locale;
  if (changes.time_zone !== undefined) {
    const zone = canonicalTimeZone(changes.time_zone);
    if (!zone) throw unprocessable({ [`${fieldPrefix}time_zone`]: ['errors.validation.unknown_time_zone'] });
    values.timeZone = zone;
  }
  if (Object.keys(values).length === 0) return false;
  await tx.update(members).set(values).where(eq(members.id, memberId));
  return true;
}

export async function updateOwnSettings(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  memberId: string,
  changes: { locale?: string; time_zone?: string },
): Promise<MemberRecord> {
  if (await writeLocaleSettings(ctx.db, memberId, changes, 'me.')) {
    await ctx.sessions.evictMember(memberId);
  }
  return getMemberRecord(ctx.db, memberId);
}
