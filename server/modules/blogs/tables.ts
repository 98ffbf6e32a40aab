import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AudienceEntry } from '../../../contract/channels.js';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';
import { channels } from '../channels/tables.js';

/**
 * A channel's blog settings (part 1 section 3). The blog's id is its channel's id, so every channel
 * has its blog from the start; this row is written by the first save of the blog form, and until then
 * the blog answers its defaults (the channel's title, published under the blog's title, writers and
 * publishers the channel's editors). Audiences are kept as chosen; the keys they give are derived
 * when asked (policy.ts), since an empty audience follows the channel's editors.
 */
export const blogs = pgTable('blogs', {
  id: text('id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  publishAs: text('publish_as', { enum: ['blog_title', 'author'] })
    .notNull()
    .default('blog_title'),
  writeAudience: jsonb('write_audience').$type<AudienceEntry[]>().notNull().default([]),
  publishAudience: jsonb('publish_audience').$type<AudienceEntry[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Articles of a blog. `status` published with a `published_at` still to come is a scheduled article:
 * the queries show it to readers from that instant on (no job flips it); the job `blogs.went_live`
 * queued for that instant writes its activity and search document. `activity_id` is the activity
 * written when it went live (its replies are the comments).
 */
export const articles = pgTable(
  'articles',
  {
    id: idColumn(),
    blogId: text('blog_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    teaser: text('teaser').notNull().default(''),
    /** A published file owned by `article` (files module). */
    imageFileId: text('image_file_id'),
    html: text('html').notNull().default(''),
    plain: text('plain').notNull().default(''),
    language: text('language', { enum: ['de', 'de_DU', 'en', 'es', 'fr'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestampColumn('published_at'),
    activityId: text('activity_id'),
    authorId: text('author_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_blog_idx').on(t.blogId, sql`${t.publishedAt} desc nulls first`)],
);
