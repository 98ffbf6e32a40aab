import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LayoutRow } from '../../../contract/channel-widgets.js';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { channels } from '../channels/tables.js';

/**
 * A channel's widgets (part 1 section 3). The common fields are columns; the type's own fields are
 * `fields`, checked against the type's schema of the registry (registry.ts) on every write.
 */
export const channelWidgets = pgTable(
  'channel_widgets',
  {
    id: idColumn(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    titleBackgroundOverride: text('title_background_override'),
    hideTitle: boolean('hide_title').notNull().default(false),
    description: text('description').notNull().default(''),
    label: text('label').notNull().default(''),
    width: integer('width').notNull().default(1),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('channel_widgets_channel_idx').on(t.channelId, t.createdAt)],
);

/** The start page's rows; a channel without a row here has an empty start page. */
export const channelLayouts = pgTable('channel_layouts', {
  channelId: text('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  rows: jsonb('rows').$type<LayoutRow[]>().notNull().default([]),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});
