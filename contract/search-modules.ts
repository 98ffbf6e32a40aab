/**
 * The spec's search modules, in the order the overview shows them (part 1 section 2.3). Apart from
 * contract/search.ts so that the header's scope menu names them without loading zod.
 */
export const SEARCH_MODULES = [
  'activities',
  'messages',
  'appointments',
  'articles',
  'files',
  'folders',
  'members',
  'groups',
  'pages',
  'items',
  'channels',
] as const;
export type SearchModule = (typeof SEARCH_MODULES)[number];

export const isSearchModule = (value: unknown): value is SearchModule =>
  typeof value === 'string' && (SEARCH_MODULES as readonly string[]).includes(value);
