import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Notification, NotificationsPage } from '../../../contract/notifications.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { extensionPoint } from '../../platform/modules/extensions.js';
import { type VisibilitySubject, viewerKeys } from '../../platform/visibility/keys.js';
import { memberRowsByIds, visibleMemberIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { notificationKinds } from './kinds.js';
import { queueNotificationMails } from './mail-job.js';
import { membersIgnoring } from './member-settings-data.js';
import { notifications } from './tables.js';

export { type DigestMail, digestSubscribers, ignoredBy, NEWSLETTER_MAIL } from './digest-subscribers.js';
export { unreadEntryOf } from './entry.js';
export { notificationSentence } from './kind-mail.js';
export {
  type NotificationKind,
  type NotificationMailDetails,
  type NotificationMailRecipient,
  type NotificationMailSubject,
  notificationKinds,
} from './kinds.js';
export { mailRecipients, unsubscribeFor } from './mail-options.js';
export {
  DEFAULT_NOTIFICATION_SETTINGS,
  ignoredMemberIds,
  type NotificationSettings,
  notificationSettingsOf,
  saveNotificationSettings,
  setIgnoredMembers,
  turnOffKindMail,
  wantsKindMail,
} from './member-settings-data.js';
export type { StoredDigest } from './tables.js';

/**
 * Notifications. Modules register their kinds in module.ts and call `notify` inside the transaction
 * that writes what the notification is about; opening the thing calls `markSubjectRead`.
 */

/** What `notify` needs of the app: the registered kinds, and the job runner for the mails. */
export type NotifyContext = Pick<AppContext, 'extensions' | 'jobs'>;

export type NotificationEvent = {
  kind: string;
  recipientIds: readonly string[];
  /** Who did it; null for the system. The actor is never notified of their own deed. */
  actorId: string | null;
  subject: VisibilitySubject;
  /** Events with the same thread consolidate into one entry; the subject by default. */
  threadKey?: string;
  url: string;
  /**
   * The subject's visibility keys: only members holding one see (and count) the entry. A function
   * gives each recipient their own keys (a direct message is visible to its recipient as `member:<id>`).
   */
  visibility: readonly string[] | ((recipientId: string) => readonly string[]);
  data?: Record<string, string | number | null>;
};

/**
 * Deliveries beyond the bell (pushes): each hears every recorded event with the recipients written
 * for, inside notify's transaction, so whatever it queues commits together with the entries.
 */
export type NotificationListener = (
  tx: Db | Tx,
  event: NotificationEvent & { threadKey: string },
  recipientIds: readonly string[],
) => Promise<void>;
export const notificationListeners = extensionPoint<NotificationListener>('notifications.listeners');

/** Rows per insert: a message to the whole network notifies thousands (parameter limit of 65,535). */
const BATCH = 1_000;
/** How many actors an entry remembers by id; later ones are counted only. */
const ACTORS_KEPT = 20;
const ACTORS_SHOWN = 3;

/**
 * Records the event for each recipient: a new entry, or the recipient's entry of the same kind and
 * thread updated (actor first, counts up, unread again; counts restart once it was read).
 * Answers the recipients it wrote for: the caller announces them with `unreadsChanged` after commit.
 */
export async function notify(ctx: NotifyContext, tx: Tx, event: NotificationEvent): Promise<string[]> {
  if (!ctx.extensions.get(notificationKinds, event.kind)) {
    throw new Error(`notification kind ${event.kind} is not registered`);
  }
  const candidates = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
  // A member who ignores the actor hears nothing of them (their posts, mentions, messages).
  const ignoring = event.actorId ? await membersIgnoring(tx, event.actorId, candidates) : new Set<string>();
  const recipients = candidates.filter((id) => !ignoring.has(id));
  if (recipients.length === 0) return [];
  const threadKey = event.threadKey ?? `${event.subject.type}:${event.subject.id}`;
  const actor = event.actorId;
  const actorIds = actor ? [actor] : [];
  const n = notifications;
  const wasRead = sql`${n.readAt} is not null`;
  const keysOf = (recipientId: string) =>
    typeof event.visibility === 'function' ? [...event.visibility(recipientId)] : [...event.visibility];
  // Entries that start being unread now (new, or read before): each may get a mail.
  const raised: { id: string; recipientId: string }[] = [];
  for (let i = 0; i < recipients.length; i += BATCH) {
    const written = await tx
      .insert(n)
      .values(
        recipients.slice(i, i + BATCH).map((recipientId) => ({
          recipientId,
          kind: event.kind,
          threadKey,
          subjectType: event.subject.type,
          subjectId: event.subject.id,
          url: event.url,
          actorIds,
          actorCount: actorIds.length,
          eventCount: 1,
          data: event.data ?? {},
          visibility: keysOf(recipientId),
        })),
      )
      .onConflictDoUpdate({
        target: [n.recipientId, n.kind, n.threadKey],
        set: {
          actorIds: actor
            ? sql`(case when ${wasRead} then array[${actor}]::text[] else (array[${actor}]::text[] || array_remove(${n.actorIds}, ${actor}))[1:${ACTORS_KEPT}] end)`
            : sql`case when ${wasRead} then '{}'::text[] else ${n.actorIds} end`,
          actorCount: actor
            ? sql`case when ${wasRead} then 1 when ${actor} = any(${n.actorIds}) then ${n.actorCount} else ${n.actorCount} + 1 end`
            : sql`case when ${wasRead} then 0 else ${n.actorCount} end`,
          eventCount: sql`case when ${wasRead} then 1 else ${n.eventCount} + 1 end`,
          subjectType: sql`excluded.subject_type`,
          subjectId: sql`excluded.subject_id`,
          url: sql`excluded.url`,
          data: sql`excluded.data`,
          visibility: sql`excluded.visibility`,
          updatedAt: sql`now()`,
          readAt: sql`null`,
        },
      })
      .returning({ id: n.id, recipientId: n.recipientId, eventCount: n.eventCount });
    raised.push(...written.filter((row) => row.eventCount === 1));
  }
  await queueNotificationMails(ctx, tx, event, raised);
  for (const listener of ctx.extensions.all(notificationListeners).values()) {
    await listener(tx, { ...event, threadKey }, recipients);
  }
  return recipients;
}

/**
 * The member opened the thing: its notifications are read. Answers whether an unread one was there,
 * so the caller announces the change (`unreadsChanged`) after the commit only when it happened.
 */
export async function markSubjectRead(
  tx: Db | Tx,
  memberId: string,
  subject: VisibilitySubject,
): Promise<boolean> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.recipientId, memberId),
        eq(notifications.subjectType, subject.type),
        eq(notifications.subjectId, subject.id),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks one entry of the member read; someone else's entry or an unknown id changes nothing. */
export async function markNotificationRead(db: Db, memberId: string, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, memberId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Db, memberId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.recipientId, memberId), isNull(notifications.readAt)));
}

/** The thing's audience changed: its entries follow (registered as a visibility holder). */
export async function updateNotificationVisibility(
  tx: Db | Tx,
  subject: VisibilitySubject,
  keys: readonly string[],
): Promise<void> {
  await tx
    .update(notifications)
    .set({ visibility: [...keys] })
    .where(and(eq(notifications.subjectType, subject.type), eq(notifications.subjectId, subject.id)));
}

/** The thing is gone: so are its notifications. */
export async function removeSubjectNotifications(tx: Db | Tx, subject: VisibilitySubject): Promise<void> {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.subjectType, subject.type), eq(notifications.subjectId, subject.id)));
}

/** The thing is gone for some of its recipients (an invitation withdrawn): so are their entries. */
export async function removeRecipientsNotifications(
  tx: Db | Tx,
  subject: VisibilitySubject,
  recipientIds: readonly string[],
): Promise<void> {
  if (recipientIds.length === 0) return;
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.subjectType, subject.type),
        eq(notifications.subjectId, subject.id),
        inArray(notifications.recipientId, [...recipientIds]),
      ),
    );
}

function visibleEntries(memberId: string, keys: readonly string[]): SQL {
  return and(
    eq(notifications.recipientId, memberId),
    sql`${notifications.visibility} && ${sql.param([...keys])}::text[]`,
  ) as SQL;
}

export async function countUnreadNotifications(ctx: AppContext, viewer: Viewer): Promise<number> {
  const keys = await viewerKeys(ctx, viewer);
  const [row] = await ctx.db
    .select({ count: count() })
    .from(notifications)
    .where(and(visibleEntries(viewer.id, keys), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

export type NotificationsQuery = { page: number; per: number; filter: 'all' | 'unread' };

export async function listNotifications(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  query: NotificationsQuery,
): Promise<NotificationsPage> {
  const keys = await viewerKeys(ctx, viewer);
  const where = and(
    visibleEntries(viewer.id, keys),
    query.filter === 'unread' ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total], [unread]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    ctx.db.select({ count: count() }).from(notifications).where(where),
    ctx.db
      .select({ count: count() })
      .from(notifications)
      .where(and(visibleEntries(viewer.id, keys), isNull(notifications.readAt))),
  ]);
  const actorIds = rows.flatMap((row) => row.actorIds.slice(0, ACTORS_KEPT));
  // Actors the member may not see are counted, never named.
  const visible = await visibleMemberIds(ctx, network, viewer, actorIds);
  const actors = await memberRowsByIds(ctx.db, network, [...visible]);
  const entries: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    url: row.url,
    actors: row.actorIds
      .filter((id) => visible.has(id))
      .slice(0, ACTORS_SHOWN)
      .flatMap((id) => actors.get(id) ?? []),
    actor_count: row.actorCount,
    count: row.eventCount,
    data: row.data,
    read: row.readAt !== null,
    updated_at: row.updatedAt.toISOString(),
  }));
  return {
    entries,
    total: total?.count ?? 0,
    unread_count: unread?.count ?? 0,
    page: query.page,
    per: query.per,
  };
}
