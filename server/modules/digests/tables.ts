import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';
import type { Mail } from '../../platform/mail/mail.js';
import { activities } from '../activities/tables.js';

/**
 * One row per member, mail (`digest`, `daily`, `birthday`) and period (the member's local day and time
 * slot, or the year of a birthday): the idempotency key of the scheduled mails. A row is written
 * `pending` with the mail it sends, in the transaction that records its items, before the mail goes
 * out; `sent` (content dropped) after. A retry resends a pending row's stored mail with the same
 * Message-ID, so a failing SMTP server delays the mail and a crash between sending and recording can
 * at most repeat it under the same Message-ID; `empty` marks a period with nothing to mail.
 */
export const digestMails = pgTable(
  'digest_mails',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    mail: text('mail', { enum: ['digest', 'daily', 'birthday'] }).notNull(),
    period: text('period').notNull(),
    state: text('state', { enum: ['pending', 'sent', 'empty'] }).notNull(),
    content: jsonb('content').$type<Mail>(),
    createdAt: createdAt(),
    sentAt: timestampColumn('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.mail, t.period] }),
    index('digest_mails_created_idx').on(t.createdAt),
  ],
);

/**
 * What each member got, per item: no activity is mailed twice in a digest, and in the daily activity
 * mail only again after a later change (`version`, the change it was mailed for).
 */
export const digestMailedItems = pgTable(
  'digest_items',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    mail: text('mail', { enum: ['digest', 'daily'] }).notNull(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    version: timestampColumn('version').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.mail, t.activityId] }),
    index('digest_items_activity_idx').on(t.activityId),
  ],
);
