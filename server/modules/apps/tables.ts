import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EmailIntegration } from '../../../contract/apps.js';
import type { AudienceEntry } from '../../../contract/channels.js';
import { AUTO_LAYOUTS, type ItemLayouts } from '../../../contract/item-layouts.js';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';

/**
 * Apps of the network (group_id null) or of a group. `visibility` holds who sees the app and its
 * items (platform/visibility/keys.ts): a group app its group's content keys, a network app internal
 * members and network administrators. `create_keys` / `update_keys` are the audiences of who
 * creates and updates items, as keys (empty: everyone who sees the app). `item_layouts` arrange the
 * item page and form (contract/item-layouts.ts). `wall_revision` is raised by
 * every card move, in the move's transaction, with the row locked: moves of one app are serialised.
 * Group and member ids are plain columns: those tables belong to other modules.
 */
export const apps = pgTable(
  'apps',
  {
    id: idColumn(),
    groupId: text('group_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    columnProperty: text('column_property'),
    creators: jsonb('creators').$type<AudienceEntry[]>().notNull().default([]),
    editors: jsonb('editors').$type<AudienceEntry[]>().notNull().default([]),
    createKeys: text('create_keys').array().notNull().default(sql`'{}'::text[]`),
    updateKeys: text('update_keys').array().notNull().default(sql`'{}'::text[]`),
    visibility: text('visibility').array().notNull(),
    teaserTemplate: text('teaser_template').notNull().default(''),
    integrations: jsonb('integrations').$type<EmailIntegration[]>().notNull().default([]),
    showInUserbar: boolean('show_in_userbar').notNull().default(false),
    itemLayouts: jsonb('item_layouts').$type<ItemLayouts>().notNull().default(AUTO_LAYOUTS),
    wallRevision: integer('wall_revision').notNull().default(0),
    authorId: text('author_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('apps_slug_unique').on(t.slug),
    index('apps_group_idx').on(t.groupId),
    index('apps_visibility_idx').using('gin', t.visibility),
  ],
);

/**
 * Items of an app. `values` are the property values as validated and stored; `name`, `column`,
 * `tag_ids` and `member_ids` are derived from them on every write, for sorting, the wall and the
 * filters. `position` orders the cards of a column (fractional: a move writes one row).
 */
export const appItems = pgTable(
  'app_items',
  {
    id: idColumn(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    column: text('column'),
    position: doublePrecision('position').notNull().default(0),
    tagIds: text('tag_ids').array().notNull().default(sql`'{}'::text[]`),
    memberIds: text('member_ids').array().notNull().default(sql`'{}'::text[]`),
    authorId: text('author_id').notNull(),
    archivedAt: timestampColumn('archived_at'),
    archivedById: text('archived_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('app_items_wall_idx').on(t.appId, t.column, t.position),
    index('app_items_created_idx').on(t.appId, t.createdAt),
    index('app_items_tags_idx').using('gin', t.tagIds),
    index('app_items_members_idx').using('gin', t.memberIds),
  ],
);
