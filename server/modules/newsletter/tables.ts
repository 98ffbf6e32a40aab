import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { NewsletterSection, NewsletterTemplate } from '../../../contract/newsletter.js';
import type { NewsletterSending } from '../../../contract/newsletter-schedule.js';
import { updatedAt } from '../../db/columns.js';

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
