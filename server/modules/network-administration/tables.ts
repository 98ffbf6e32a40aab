import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.js';

/**
 * Legal texts (part 3 section 3.3): the handle names the public page /legal/{handle} and never changes
 * after creation; read-only texts are kept by the installation and cannot be edited.
 */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: idColumn(),
    name: text('name').notNull(),
    statement: text('statement').notNull().default(''),
    handle: text('handle').notNull(),
    htmlText: text('html_text').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('legal_texts_handle_key').on(table.handle)],
);

/** Every saved state of a legal text, newest last: what members agreed to stays readable. */
export const legalTextVersions = pgTable(
  'legal_text_versions',
  {
    id: idColumn(),
    legalTextId: text('legal_text_id')
      .notNull()
      .references(() => legalTexts.id, { onDelete: 'cascade' }),
    htmlText: text('html_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('legal_text_versions_text_idx').on(table.legalTextId, table.createdAt)],
);
