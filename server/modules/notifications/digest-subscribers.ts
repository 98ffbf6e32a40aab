import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { ignoredMembers, memberNotificationSettings, type StoredDigest } from './tables.js';

/**
 * Who wants the e-mail digest or the daily activity mail (part 3 section 4), for the digests module's
 * schedule, and the authors each member ignores, whose posts no digest carries.
 */

/** The member setting behind each digest mail, and its name in unsubscribe links. */
export const DIGEST_SETTINGS = { digest: 'emailDigests', daily_digest: 'emailDailyDigests' } as const;
export type DigestMail = keyof typeof DIGEST_SETTINGS;
export const isDigestMail = (kind: string): kind is DigestMail => Object.hasOwn(DIGEST_SETTINGS, kind);

/** The unsubscribe kind of the newsletter: its link turns the member's `newsletter` setting off. */
export const NEWSLETTER_MAIL = 'newsletter';

/** Members whose switch for this mail is not `disabled`, with the switch. */
export async function digestSubscribers(
  db: Db | Tx,
  mail: DigestMail,
): Promise<{ memberId: string; digest: StoredDigest }[]> {
  const column =
    mail === 'digest'
      ? memberNotificationSettings.emailDigests
      : memberNotificationSettings.emailDailyDigests;
  const rows = await db
    .select({ memberId: memberNotificationSettings.memberId, digest: column })
    .from(memberNotificationSettings)
    .where(sql`${column}->>'switch' <> 'disabled'`);
  return rows;
}

/** Ids of the members this member ignores (a subquery). */
export function ignoredBy(db: Db | Tx, memberId: string) {
  return db
    .select({ id: ignoredMembers.ignoredId })
    .from(ignoredMembers)
    .where(eq(ignoredMembers.memberId, memberId));
}
