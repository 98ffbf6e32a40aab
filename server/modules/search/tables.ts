import { sql } from 'drizzle-orm';
import { customType, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { SEARCH_MODULES } from '../../../contract/search-modules.js';

/** PostgreSQL's full-text document; written by SQL expressions only (see index-documents.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index: one row per searchable thing of every module, written by that module's indexer
 * (`searchIndexers`) from a job queued with the thing's write. `visibility` holds the thing's
 * visibility keys (platform/visibility/keys.ts), so the query filters by `visibility && viewerKeys`
 * and a hit the viewer may not see is never counted, returned or highlighted.
 *
 * `vector` weighs the title (A) above the body (B) and extracted file text (C); each part is indexed
 * three times (the `simple` configuration for exact and prefix words, German and English stems), all
 * on accent-folded text.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    module: text('module').notNull(),
    subjectId: text('subject_id').notNull(),
    groupId: text('group_id'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Text extracted from a file's contents by the extraction job; kept across re-indexing. */
    contents: text('contents').notNull().default(''),
    /** Folded tag names (`tags.name_key`) for `#tag` filters. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    visibility: text('visibility').array().notNull(),
    /** Author's display name for `author:` filters; kind is e.g. the file extension for `type:`. */
    authorName: text('author_name').notNull().default(''),
    kind: text('kind').notNull().default(''),
    language: text('language').notNull().default(''),
    /** The date `date:` filters and date sorting use (start of an appointment, else last change). */
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    /** The module's hit fields that are the same for every viewer (part 1 section 3). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    vector: tsvector('vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.module, t.subjectId] }),
    // One GIN index per module over visibility keys and words (candidates.ts): a module's search
    // reads only that module's share of each key's and word's entries, and the table's rows of that
    // module that are visible and match, instead of every module's matches of a common word.
    ...SEARCH_MODULES.map((module) =>
      index(`search_documents_${module}_idx`)
        .using('gin', t.visibility, t.vector)
        .where(sql.raw(`module = '${module}'`)),
    ),
    // Date orders take a module's newest or oldest matches in index order.
    index('search_documents_module_date_idx').on(t.module, t.date),
    index('search_documents_group_idx').on(t.groupId),
  ],
);

/**
 * Every folded word of the index, for typo tolerance: a query word that is not in the index is
 * widened to the words trigram-similar to it ("mulller" -> "muller"). Words are never removed; a
 * stale word only widens a query to nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
