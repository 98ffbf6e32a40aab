import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';

/**
 * Calendars. personal: the one calendar every member has (created on demand); shared: a member's
 * further calendar shared with members; network: the network's; group: a group's. Member and group ids
 * are not foreign keys: those tables belong to other modules.
 */
export const calendars = pgTable(
  'calendars',
  {
    id: idColumn(),
    type: text('type', { enum: ['personal', 'network', 'group', 'shared'] }).notNull(),
    name: text('name').notNull(),
    /** 6 hex digits without '#', one of the palette's. */
    color: text('color').notNull(),
    /** Owner of a personal or shared calendar. */
    ownerId: text('owner_id'),
    groupId: text('group_id'),
    authorId: text('author_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendars_personal_unique').on(t.ownerId).where(sql`${t.type} = 'personal'`),
    index('calendars_owner_idx').on(t.ownerId),
    index('calendars_group_idx').on(t.groupId),
  ],
);

/** Members a personal or shared calendar is shared with; hidden_at: the member removed it from their list. */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    calendarId: text('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    hiddenAt: timestampColumn('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'calendar_shares_pk', columns: [t.calendarId, t.memberId] }),
    index('calendar_shares_member_idx').on(t.memberId),
  ],
);
