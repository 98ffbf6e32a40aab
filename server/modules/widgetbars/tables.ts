import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { StoredWidget } from '../../../contract/widgetbars.js';
import { updatedAt } from '../../db/columns.js';

/**
 * A widget bar's widgets in order. `scope` is `network` for the network's bars or the id of the
 * group whose bar it is; a bar nobody saved has no row and shows no widgets.
 */
export const widgetbars = pgTable(
  'widgetbars',
  {
    scope: text('scope').notNull(),
    slug: text('slug').notNull(),
    widgets: jsonb('widgets').$type<StoredWidget[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.slug] })],
);
