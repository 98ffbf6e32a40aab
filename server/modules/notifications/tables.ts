import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
