import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * Translations of channels, widgets and articles (part 1 section 3), one row per subject, language
 * and origin. `manual` rows are what editors typed (`fields`: key to text). `machine` rows cache the
 * translation service's answers: `fields` maps each key to the translated text and `sources` to a
 * hash of the original it was made from, so the service is asked again only once the original
 * changed. The subject is not a foreign key (three tables); readers reach rows only through a
 * subject they may see, and rows of deleted subjects are never read.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    subjectType: text('subject_type', { enum: ['channel', 'widget', 'article'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    language: text('language').notNull(),
    origin: text('origin', { enum: ['manual', 'machine'] }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    sources: jsonb('sources').$type<Record<string, string>>().notNull().default({}),
    updatedById: text('updated_by_id').references(() => members.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId, t.language, t.origin] })],
);
