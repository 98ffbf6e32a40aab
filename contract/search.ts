import { z } from 'zod';
import { queryInteger } from './primitives.js';
import { SEARCH_MODULES } from './search-modules.js';

/**
 * Global search (part 1 sections 2.3, 3, 5, 7; part 3 section 7). `GET /search.json` and
 * `GET /groups/{slug}/search.json` answer an object keyed by query name (`messages_query`, ...), one
 * entry per module in the overview (5 hits each) or the one asked for with `module`
 * (`module=memberships` answers `memberships_query`).
 */
export const searchPaths = {
  global: '/search.json',
  group: '/groups/:slug/search.json',
} as const;

export { isSearchModule, SEARCH_MODULES, type SearchModule } from './search-modules.js';

export const SEARCH_SORTS = ['relevance,desc', 'date,desc', 'date,asc', 'title,asc', 'title,desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Hits per module in the overview and per page of a module view (part 1 section 9). */
export const OVERVIEW_PER_MODULE = 5;
export const MODULE_PAGE_SIZE = 10;
/** Hit content is cut at this many characters (part 1 section 9). */
export const HIT_CONTENT_LIMIT = 600;
/**
 * A module's hits are counted up to this many; beyond it `total` is this number and `total_capped`
 * is true ("1,000+"). Counting every match of a common word costs seconds on a large index, and no
 * one pages past a thousand hits.
 */
export const SEARCH_COUNT_CAP = 1000;

export const searchQuery = z.object({
  q: z.string().max(1000).default(''),
  page: queryInteger(1, 100_000).default(1),
  sort_by: z.enum(SEARCH_SORTS).default('relevance,desc'),
  module: z.enum([...SEARCH_MODULES, 'memberships']).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchGroupParams = z.object({ slug: z.string().min(1).max(200) });

/**
 * A hit: what every module has (`title`, `content` cut at 600 characters, `url`, `date`), the
 * highlighted forms (HTML-escaped text with `<mark>` around matched words), and the module's own
 * fields of part 1 section 3 (a message's `author`, `subject`, `to`; a group's `access`, ...).
 */
export const searchHit = z.looseObject({
  id: z.string(),
  module: z.string(),
  url: z.string(),
  title: z.string(),
  content: z.string(),
  date: z.string(),
  highlight: z.object({ title: z.string(), content: z.string() }),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchQueryResult = z.object({
  hits: z.array(searchHit),
  meta: z.object({ module: z.string(), q: z.string() }),
  total: z.number().int(),
  /** True when the module has more hits than `total` (`SEARCH_COUNT_CAP`): shown as "1,000+". */
  total_capped: z.boolean(),
  per: z.number().int(),
  page: z.number().int(),
  sort_by: z.string(),
  available_sorts: z.array(z.string()),
});
export type SearchQueryResult = z.infer<typeof searchQueryResult>;

export const searchResponse = z.record(z.string(), searchQueryResult);
export type SearchResponse = z.infer<typeof searchResponse>;

export const queryName = (module: string) => `${module}_query`;
