import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/from-driver.js';
import type { ParsedQuery } from './parse-query.js';
import { searchWords } from './tables.js';

/**
 * Turns a parsed query into SQL over `search_documents` (tables.ts). Words arrive here as letters and
 * digits only (parse-query.ts), so the tsquery text built from them cannot carry operators.
 */
export type PreparedWord = { word: string; folded: string; stems: string[]; similar: string[] };

/** How close a word of the index must be to a query word to stand in for it (pg_trgm similarity). */
const SIMILARITY = 0.4;
const MAX_SIMILAR = 3;

/**
 * One statement for every word: its folded form, its German and English stems (for highlighting)
 * and, when no word of the index starts with it, up to three similar words ("mulller" -> "muller").
 */
export async function prepareWords(db: Db, words: readonly string[]): Promise<PreparedWord[]> {
  if (words.length === 0) return [];
  const result = await db.execute(sql`
    select w as word, f as folded,
      tsvector_to_array(to_tsvector('german', f) || to_tsvector('english', f)) as stems,
      case when length(f) >= 4 and not exists (select 1 from ${searchWords} where word like f || '%')
        then array(select word from ${searchWords}
                   where word % f and similarity(word, f) >= ${SIMILARITY}
                   order by similarity(word, f) desc, word limit ${MAX_SIMILAR})
        else '{}'::text[] end as similar
    from (select w, search_fold(w) as f from unnest(${sql.param([...words])}::text[]) as w) as q`);
  return rowsOf(result).map((row) => ({
    word: String(row.word),
    folded: String(row.folded),
    stems: (row.stems as string[] | null) ?? [],
    similar: (row.similar as string[] | null) ?? [],
  }));
}

/** A lexeme quoted for to_tsquery; folded words hold no quote, but the rule costs nothing. */
const lexeme = (folded: string) => `'${folded.replace(/'/g, "''")}'`;

/** A word: its prefix, its German or English stem, or a similar word of the index. */
function wordQuery(word: PreparedWord): SQL {
  const parts: SQL[] = [
    sql`to_tsquery('simple', ${`${lexeme(word.folded)}:*`})`,
    sql`plainto_tsquery('german', ${word.folded})`,
    sql`plainto_tsquery('english', ${word.folded})`,
    ...word.similar.map((similar) => sql`plainto_tsquery('simple', ${similar})`),
  ];
  return sql`(${sql.join(parts, sql` || `)})`;
}

const phraseQuery = (words: readonly string[]) =>
  sql`phraseto_tsquery('simple', search_fold(${words.join(' ')}))`;

function excludedQuery(words: readonly string[]): SQL {
  if (words.length > 1) return phraseQuery(words);
  const word = words[0] ?? '';
  return sql`(plainto_tsquery('simple', search_fold(${word})) || plainto_tsquery('german', search_fold(${word})) || plainto_tsquery('english', search_fold(${word})))`;
}

/** The tsquery every hit matches, or null when the query only filters. */
export function textQuery(parsed: ParsedQuery, prepared: readonly PreparedWord[]): SQL | null {
  const positive: SQL[] = [
    ...prepared.filter((word) => parsed.words.includes(word.word)).map(wordQuery),
    ...parsed.phrases.map(phraseQuery),
  ];
  if (positive.length === 0) return null;
  const negative = parsed.excluded.map((words) => sql`!!${excludedQuery(words)}`);
  return sql`(${sql.join([...positive, ...negative], sql` && `)})`;
}

/** Documents that contain an excluded word, for queries without positive text. */
export function excludedCondition(parsed: ParsedQuery): SQL | null {
  if (parsed.excluded.length === 0) return null;
  return sql`not (vector @@ (${sql.join(parsed.excluded.map(excludedQuery), sql` || `)}))`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `author:`, `type:`, `date:` and `#tag` as conditions on the document. */
export function filterConditions(parsed: ParsedQuery): SQL[] {
  const conditions: SQL[] = [];
  if (parsed.tags.length > 0) conditions.push(sql`tags @> ${sql.param(parsed.tags)}::text[]`);
  if (parsed.author)
    conditions.push(sql`search_fold(author_name) like search_fold(${likePattern(parsed.author)})`);
  if (parsed.type) conditions.push(sql`kind = ${parsed.type}`);
  if (parsed.date)
    conditions.push(
      sql`date >= ${parsed.date.from.toISOString()}::timestamptz and date < ${parsed.date.to.toISOString()}::timestamptz`,
    );
  return conditions;
}
