import { type SQL, sql } from 'drizzle-orm';
import {
  MODULE_PAGE_SIZE,
  OVERVIEW_PER_MODULE,
  queryName,
  SEARCH_MODULES,
  SEARCH_SORTS,
  type SearchHit,
  type SearchQueryResult,
  type SearchResponse,
  type SearchSort,
} from '../../../contract/search.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/from-driver.js';
import type { AppContext } from '../../platform/context.js';
import { searchIndexers } from '../../platform/modules/extensions.js';
import { highlight, matcherFor, snippet } from './highlight.js';
import { isEmptyQuery, parseQuery } from './parse-query.js';
import { excludedCondition, filterConditions, prepareWords, textQuery } from './query.js';

export type SearchRequest = {
  q: string;
  page: number;
  sortBy: SearchSort;
  /** One module (a module view) or none (the overview of every module). */
  module?: string;
  /** Only things of this group (`/groups/{slug}/search.json`). */
  groupId?: string;
};

type HitRow = {
  module: string;
  subject_id: string;
  title: string;
  body: string;
  contents: string;
  date: Date | string;
  payload: Record<string, unknown>;
  rn: number | string;
};

/** `memberships` is the members module under the name part 3 section 7 gives it. */
const dataModule = (module: string) => (module === 'memberships' ? 'members' : module);

function orderBy(sort: SearchSort, rank: SQL | null): SQL {
  switch (sort) {
    case 'date,asc':
      return sql`date asc, subject_id`;
    case 'date,desc':
      return sql`date desc, subject_id`;
    case 'title,asc':
      return sql`lower(title) asc, subject_id`;
    case 'title,desc':
      return sql`lower(title) desc, subject_id`;
    default:
      return rank ? sql`${rank} desc, date desc, subject_id` : sql`date desc, subject_id`;
  }
}

const emptyResult = (module: string, q: string, per: number, page: number, sort: SearchSort) => ({
  hits: [],
  meta: { module, q },
  total: 0,
  per,
  page,
  sort_by: sort,
  available_sorts: [...SEARCH_SORTS],
});

/**
 * Runs a search for a viewer holding `keys` (their visibility keys). Everything the viewer may not
 * see is filtered inside the statements (`visibility && keys`), so it is neither counted nor
 * returned nor highlighted. Two statements for the words (similar words and stems) and two for the
 * answer: counts per module, and the page of hits of every module at once.
 */
export async function runSearch(
  ctx: Pick<AppContext, 'db' | 'extensions'>,
  keys: readonly string[],
  request: SearchRequest,
): Promise<SearchResponse> {
  const registered = new Set(ctx.extensions.all(searchIndexers).keys());
  const names = request.module ? [request.module] : SEARCH_MODULES.filter((module) => registered.has(module));
  const per = request.module ? MODULE_PAGE_SIZE : OVERVIEW_PER_MODULE;
  const page = request.module ? request.page : 1;
  const answer: SearchResponse = {};
  for (const name of names) answer[queryName(name)] = emptyResult(name, request.q, per, page, request.sortBy);

  const modules = names.map(dataModule).filter((module) => registered.has(module));
  const parsed = parseQuery(request.q);
  if (modules.length === 0 || isEmptyQuery(parsed)) return answer;

  const prepared = await prepareWords(ctx.db, [...new Set([...parsed.words, ...parsed.phrases.flat()])]);
  const tsquery = textQuery(parsed, prepared);
  const conditions: SQL[] = [
    sql`visibility && ${sql.param([...keys])}::text[]`,
    sql`module = any(${sql.param(modules)}::text[])`,
    ...filterConditions(parsed),
  ];
  if (request.groupId) conditions.push(sql`group_id = ${request.groupId}`);
  if (tsquery) conditions.push(sql`vector @@ ${tsquery}`);
  else {
    const excluded = excludedCondition(parsed);
    if (excluded) conditions.push(excluded);
  }
  const where = sql.join(conditions, sql` and `);
  const rank = tsquery ? sql`ts_rank_cd(vector, ${tsquery}, 1)` : null;
  const offset = (page - 1) * per;

  const [counts, result] = await Promise.all([
    countByModule(ctx.db, where),
    ctx.db.execute(sql`
      select module, subject_id, title, body, contents, date, payload, rn from (
        select module, subject_id, title, body, contents, date, payload,
          row_number() over (partition by module order by ${orderBy(request.sortBy, rank)}) as rn
        from search_documents where ${where}
      ) as ranked
      where rn > ${offset} and rn <= ${offset + per}
      order by module, rn`),
  ]);

  const rows = rowsOf(result) as HitRow[];
  const matches = matcherFor([...prepared.flatMap((word) => [word.folded, ...word.stems, ...word.similar])]);
  for (const name of names) {
    const result = answer[queryName(name)] as SearchQueryResult;
    const module = dataModule(name);
    result.total = counts.get(module) ?? 0;
    result.hits = rows.filter((row) => row.module === module).map((row) => presentHit(row, matches));
  }
  return answer;
}

async function countByModule(db: Db, where: SQL): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select module, count(*) as total from search_documents where ${where} group by module`,
  );
  return new Map(rowsOf(result).map((row) => [String(row.module), Number(row.total)]));
}

function presentHit(row: HitRow, matches: ReturnType<typeof matcherFor>): SearchHit {
  const text = [row.body, row.contents].filter(Boolean).join(' ');
  const content = snippet(text, matches);
  return {
    ...row.payload,
    id: row.subject_id,
    module: row.module,
    url: typeof row.payload.url === 'string' ? row.payload.url : '',
    title: row.title,
    content,
    date: new Date(row.date).toISOString(),
    highlight: { title: highlight(row.title, matches), content: highlight(content, matches) },
  };
}
