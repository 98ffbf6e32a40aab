import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NewsletterSection, NewsletterTemplate } from '../../../contract/newsletter.js';
import type { NewsletterSending } from '../../../contract/newsletter-schedule.js';
import { idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * The network's newsletter settings: one row (`id` 'network'), written when an administrator first
 * saves; until then the defaults of part 3 section 9 apply, and the default template in the network's
 * design (`template` null).
 */
export const newsletterSettings = pgTable('newsletter_settings', {
  id: text('id').primaryKey(),
  sending: jsonb('sending').$type<NewsletterSending>().notNull(),
  template: jsonb('template').$type<NewsletterTemplate>(),
  /** The content block's sections in the administrator's order; null: NEWSLETTER_SECTIONS' order. */
  sectionOrder: jsonb('section_order').$type<NewsletterSection[]>(),
  updatedAt: updatedAt(),
});

/**
 * One sending of the newsletter: the instant the schedule made it due (unique: an hourly run seen
 * twice makes one issue), and how far its deliveries got. Written with its deliveries and their
 * mail jobs in one transaction.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: idColumn(),
    dueAt: timestampColumn('due_at').notNull(),
    startedAt: timestampColumn('started_at').notNull().defaultNow(),
    finishedAt: timestampColumn('finished_at'),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
  },
  (t) => [uniqueIndex('newsletter_issues_due_idx').on(t.dueAt)],
);

/**
 * One recipient of one issue: the idempotency key of the newsletter mail. `queued` until its job ran;
 * then `sent`, `skipped` (opted out, locked or deleted since) or `failed` (the mail server refused it
 * for good). A retried job finds its row no longer queued and sends nothing again.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: text('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('queued'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.memberId] }),
    index('newsletter_deliveries_member_idx').on(t.memberId),
  ],
);
