/** Part 2 section 5: member search says "enter more characters", "searching" or "no match". */
export const MIN_SEARCH_CHARACTERS = 2;

export type SearchState = 'too_short' | 'searching' | 'no_match' | 'results';

export const searchState = (
  text: string,
  { fetching, resultCount }: { fetching: boolean; resultCount: number },
) => {
  if (text.trim().length < MIN_SEARCH_CHARACTERS) return 'too_short' as const;
  if (fetching && resultCount === 0) return 'searching' as const;
  return resultCount === 0 ? ('no_match' as const) : ('results' as const);
};
