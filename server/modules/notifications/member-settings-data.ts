import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { DIGEST_SETTINGS, isDigestMail, NEWSLETTER_MAIL } from './digest-subscribers.js';
import { ignoredMembers, memberNotificationSettings, type StoredDigest } from './tables.js';

/**
 * What each member wants mailed and whom they ignore (the notifications module keeps it, as `notify`
 * and the notification mails read it). The member settings module composes the form around it.
 */

export type NotificationSettings = {
  emailNotifications: Record<string, boolean>;
  emailSubscriptions: boolean;
  emailAdminNotifications: boolean;
  newsletter: boolean;
  emailDigests: StoredDigest;
  emailDailyDigests: StoredDigest;
};

const DIGEST_OFF: StoredDigest = { switch: 'disabled', groupIds: [], includeNetworkLevel: true };

/** A member who never saved the form gets every mail but no digest. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: {},
  emailSubscriptions: true,
  emailAdminNotifications: true,
  newsletter: true,
  emailDigests: DIGEST_OFF,
  emailDailyDigests: DIGEST_OFF,
};

/** The settings of many members at once; those without a row get the defaults. */
export async function notificationSettingsOf(
  db: Db | Tx,
  memberIds: readonly string[],
): Promise<Map<string, NotificationSettings>> {
  const ids = [...new Set(memberIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(memberNotificationSettings)
          .where(inArray(memberNotificationSettings.memberId, ids));
  const found = new Map(rows.map((row) => [row.memberId, row]));
  return new Map(
    ids.map((id) => {
      const row = found.get(id);
      return [
        id,
        row
          ? {
              emailNotifications: row.emailNotifications,
              emailSubscriptions: row.emailSubscriptions,
              emailAdminNotifications: row.emailAdminNotifications,
              newsletter: row.newsletter,
              emailDigests: row.emailDigests,
              emailDailyDigests: row.emailDailyDigests,
            }
          : DEFAULT_NOTIFICATION_SETTINGS,
      ];
    }),
  );
}

export async function saveNotificationSettings(
  tx: Tx,
  memberId: string,
  settings: NotificationSettings,
): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await tx
    .insert(memberNotificationSettings)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: memberNotificationSettings.memberId, set: values });
}

/**
 * Turns one kind's mail off (the one-click unsubscribe of a mail); a digest mail's switch to disabled,
 * the newsletter's setting to false.
 */
export async function turnOffKindMail(tx: Tx, memberId: string, kind: string): Promise<void> {
  const current =
    (await notificationSettingsOf(tx, [memberId])).get(memberId) ?? DEFAULT_NOTIFICATION_SETTINGS;
  if (kind === NEWSLETTER_MAIL) {
    await saveNotificationSettings(tx, memberId, { ...current, newsletter: false });
    return;
  }
  if (isDigestMail(kind)) {
    const setting = DIGEST_SETTINGS[kind];
    await saveNotificationSettings(tx, memberId, {
      ...current,
      [setting]: { ...current[setting], switch: 'disabled' },
    });
    return;
  }
  await saveNotificationSettings(tx, memberId, {
    ...current,
    emailNotifications: { ...current.emailNotifications, [kind]: false },
  });
}

/** Whether the member wants this kind mailed (a kind never chosen is mailed). */
export const wantsKindMail = (settings: NotificationSettings, kind: string, category: string): boolean =>
  settings.emailNotifications[kind] !== false &&
  (category !== 'administration' || settings.emailAdminNotifications);

export async function ignoredMemberIds(db: Db | Tx, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: ignoredMembers.ignoredId })
    .from(ignoredMembers)
    .where(eq(ignoredMembers.memberId, memberId))
    .orderBy(ignoredMembers.createdAt);
  return rows.map((row) => row.id);
}

/** Replaces the member's ignore list. */
export async function setIgnoredMembers(
  tx: Tx,
  memberId: string,
  ignoredIds: readonly string[],
): Promise<void> {
  await tx.delete(ignoredMembers).where(eq(ignoredMembers.memberId, memberId));
  const ids = [...new Set(ignoredIds)].filter((id) => id !== memberId);
  if (ids.length > 0)
    await tx.insert(ignoredMembers).values(ids.map((ignoredId) => ({ memberId, ignoredId })));
}

/** Of these members, those who ignore the actor: nothing the actor does reaches them. */
export async function membersIgnoring(
  db: Db | Tx,
  actorId: string,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: ignoredMembers.memberId })
    .from(ignoredMembers)
    .where(and(eq(ignoredMembers.ignoredId, actorId), inArray(ignoredMembers.memberId, [...memberIds])));
  return new Set(rows.map((row) => row.id));
}
