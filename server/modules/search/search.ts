import { type SQL, sql } from 'drizzle-orm';
import {
  MODULE_PAGE_SIZE,
  OVERVIEW_PER_MODULE,
  queryName,
  SEARCH_COUNT_CAP,
  SEARCH_MODULES,
  SEARCH_SORTS,
  type SearchHit,
  type SearchQueryResult,
  type SearchResponse,
  type SearchSort,
} from '../../../contract/search.js';
import { rowsOf } from '../../db/from-driver.js';
import type { AppContext } from '../../platform/context.js';
import { searchIndexers } from '../../platform/modules/extensions.js';
import { searchStatement } from './candidates.js';
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
  total: number | string;
  subject_id: string | null;
  title: string;
  body: string;
  contents: string;
  date: Date | string;
  payload: Record<string, unknown>;
};

/** `memberships` is the members module under the name part 3 section 7 gives it. */
const dataModule = (module: string) => (module === 'memberships' ? 'members' : module);

const emptyResult = (module: string, q: string, per: number, page: number, sort: SearchSort) => ({
  hits: [],
  meta: { module, q },
  total: 0,
  total_capped: false,
  per,
  page,
  sort_by: sort,
  available_sorts: [...SEARCH_SORTS],
});

/**
 * Runs a search for a viewer holding `keys` (their visibility keys). Everything the viewer may not
 * see is filtered inside the statement (`visibility && keys`), so it is neither counted nor
 * returned nor highlighted. One statement for the words (similar words and stems) and one for the
 * answer: each module's bounded candidate set (candidates.ts), its capped count and its page of hits.
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
  const offset = (page - 1) * per;
  const prepared = await prepareWords(ctx.db, [...new Set([...parsed.words, ...parsed.phrases.flat()])]);
  const tsquery = textQuery(parsed, prepared);
  const conditions: SQL[] = [sql`visibility && ${sql.param([...keys])}::text[]`, ...filterConditions(parsed)];
  if (request.groupId) conditions.push(sql`group_id = ${request.groupId}`);
  if (tsquery) conditions.push(sql`vector @@ ${tsquery}`);
  else {
    const excluded = excludedCondition(parsed);
    if (excluded) conditions.push(excluded);
  }

  const statement = searchStatement({
    modules,
    where: sql.join(conditions, sql` and `),
    tsquery,
    sort: request.sortBy,
    offset,
    // The page ends where counting ends: hits past the cap are neither counted nor shown.
    limit: Math.max(0, Math.min(per, SEARCH_COUNT_CAP - offset)),
  });
  const result = await ctx.db.transaction(async (tx) => {
    // A module's candidates come from its GIN index (tables.ts). Told that a common word matches a
    // tenth of the table, the planner would rather read the table in order until it has 1,001 of a
    // module's visible matches, which for a module the viewer sees little of means most of the table.
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(statement);
  });
  const rows = rowsOf(result) as HitRow[];
  const matches = matcherFor([...prepared.flatMap((word) => [word.folded, ...word.stems, ...word.similar])]);
  for (const name of names) {
    const result = answer[queryName(name)] as SearchQueryResult;
    const module = dataModule(name);
    const moduleRows = rows.filter((row) => row.module === module);
    const candidates = Number(moduleRows[0]?.total ?? 0);
    result.total = Math.min(candidates, SEARCH_COUNT_CAP);
    result.total_capped = candidates > SEARCH_COUNT_CAP;
    result.hits = moduleRows
      .filter((row): row is HitRow & { subject_id: string } => row.subject_id !== null)
      .map((row) => presentHit(row, matches));
  }
  return answer;
}

function presentHit(row: HitRow & { subject_id: string }, matches: ReturnType<typeof matcherFor>): SearchHit {
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
