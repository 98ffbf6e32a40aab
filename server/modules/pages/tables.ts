import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.js';

/**
 * Content pages of the network (group_id null) or of one group, in a tree per scope (parent, then
 * position among siblings). `version` is the number of the current version; every save writes a
 * `page_versions` row and raises it, and a save based on an older number is refused (optimistic
 * concurrency). Group and member ids are plain columns: those tables belong to other modules.
 */
export const pages = pgTable(
  'pages',
  {
    id: idColumn(),
    groupId: text('group_id'),
    parentId: text('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML of the current version. */
    content: text('content').notNull(),
    /** Its text, for search and the diff. */
    plain: text('plain').notNull(),
    version: integer('version').notNull().default(1),
    showInUserbar: boolean('show_in_userbar').notNull().default(false),
    /** Network pages only: guests read them too. */
    public: boolean('public').notNull().default(false),
    authorId: text('author_id').notNull(),
    updatedById: text('updated_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pages_network_slug_unique').on(t.slug).where(sql`${t.groupId} is null`),
    uniqueIndex('pages_group_slug_unique').on(t.groupId, t.slug).where(sql`${t.groupId} is not null`),
    index('pages_parent_idx').on(t.parentId, t.position),
    index('pages_group_idx').on(t.groupId),
    index('pages_userbar_idx').on(t.showInUserbar).where(sql`${t.showInUserbar}`),
  ],
);

/** Every saved state of a page; number 1 is the first save. A restore is a new version naming the old. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: idColumn(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    plain: text('plain').notNull(),
    authorId: text('author_id').notNull(),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('page_versions_number_unique').on(t.pageId, t.number)],
);
