import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * Tags: one shared vocabulary (#tags in posts, tag filters in search, tag fields of apps). `name_key`
 * is the folded name that makes "Intranet", "intranet" and " intranet " one tag.
 */
export const tags = pgTable(
  'tags',
  {
    id: idColumn(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    /** A tag under another (the tag fields of apps offer the children of their parent tags). */
    parentId: text('parent_id').references((): AnyPgColumn => tags.id, { onDelete: 'set null' }),
    /** Kept by administrators: suggested to everyone even before anything carries it. */
    curated: boolean('curated').notNull().default(false),
    createdById: text('created_by_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_name_key_idx').on(t.nameKey),
    index('tags_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('tags_parent_idx').on(t.parentId),
  ],
);

/**
 * Which things carry which tag. `visibility` holds the visibility keys of the tagged thing
 * (platform/visibility/keys.ts), so that suggesting or counting a tag never reveals a thing the
 * viewer may not see; the owning module keeps them current when the thing's audience changes.
 */
export const taggings = pgTable(
  'taggings',
  {
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    visibility: text('visibility').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.subjectType, t.subjectId] }),
    index('taggings_subject_idx').on(t.subjectType, t.subjectId),
    index('taggings_visibility_idx').using('gin', t.visibility),
  ],
);
