import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * One row per recipient, kind and thread: a new event on the same thread updates the row (actors,
 * counts, time) and makes it unread again, so nothing is ever shown twice. `visibility` holds the
 * visibility keys of the subject (platform/visibility/keys.ts): a member who can no longer see the
 * thing no longer sees, or counts, its notifications.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What events are consolidated under, e.g. `activity:<id>`. */
    threadKey: text('thread_key').notNull(),
    /** The thing to open; opening it marks its notifications read. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    url: text('url').notNull(),
    /** Distinct actors since the row was last read, newest first (at most 20 kept). */
    actorIds: text('actor_ids').array().notNull(),
    actorCount: integer('actor_count').notNull(),
    eventCount: integer('event_count').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
    visibility: text('visibility').array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    readAt: timestampColumn('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_thread_idx').on(t.recipientId, t.kind, t.threadKey),
    index('notifications_recipient_idx').on(t.recipientId, t.updatedAt),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    index('notifications_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** The digest switch as stored (part 3 section 4); the digest jobs of a later round read it. */
export type StoredDigest = {
  switch: 'disabled' | 'all' | 'selected_groups';
  groupIds: string[];
  includeNetworkLevel: boolean;
};

/**
 * What a member wants mailed. No row means the defaults (everything on, digests off). Kinds a member
 * never chose are absent from `emailNotifications` and count as on, so a kind added later is mailed.
 */
export const memberNotificationSettings = pgTable('member_notification_settings', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Kind -> mailed (false turns a kind's mail off). */
  emailNotifications: jsonb('email_notifications').$type<Record<string, boolean>>().notNull().default({}),
  emailSubscriptions: boolean('email_subscriptions').notNull().default(true),
  emailAdminNotifications: boolean('email_admin_notifications').notNull().default(true),
  newsletter: boolean('newsletter').notNull().default(true),
  emailDigests: jsonb('email_digests').$type<StoredDigest>().notNull(),
  emailDailyDigests: jsonb('email_daily_digests').$type<StoredDigest>().notNull(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

/** Members a member ignores: their activities, mentions and chat requests no longer reach them. */
export const ignoredMembers = pgTable(
  'ignored_members',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ignoredId: text('ignored_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.ignoredId] }),
    index('ignored_members_ignored_idx').on(t.ignoredId),
  ],
);
