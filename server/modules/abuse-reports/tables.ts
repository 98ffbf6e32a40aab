import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * Reports of activities and members (part 3). The subject is a type and an id (no foreign key: the
 * report outlives what it names). `hidden` means an administrator hid the reported activity.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: idColumn(),
    reporterId: text('reporter_id').references(() => members.id, { onDelete: 'set null' }),
    subjectType: text('subject_type', { enum: ['activity', 'member'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason', {
      enum: ['spam', 'offensive', 'harassment', 'inappropriate', 'other'],
    }).notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved', 'hidden'] })
      .notNull()
      .default('open'),
    decidedById: text('decided_by_id').references(() => members.id, { onDelete: 'set null' }),
    decidedAt: timestampColumn('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('abuse_reports_status_idx').on(t.status, t.createdAt)],
);
