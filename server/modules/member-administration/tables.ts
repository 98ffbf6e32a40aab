import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * A member's request to change profile fields that only an administrator may change for them
 * (`change_request_profile_fields`, part 3 sections 3.5 and 5). `changes` holds the wanted values by
 * field key (empty text clears a value), `previous` the values when the request was decided, for the
 * audit trail. A member has at most one pending request: asking again replaces its changes.
 */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: idColumn(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<Record<string, string>>().notNull(),
    previous: jsonb('previous').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedById: text('decided_by_id').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    rejectionMessage: text('rejection_message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profile_change_requests_pending_unique').on(t.memberId).where(sql`${t.status} = 'pending'`),
    index('profile_change_requests_status_idx').on(t.status, t.createdAt),
  ],
);
