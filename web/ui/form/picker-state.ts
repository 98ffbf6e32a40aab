import type { Pick } from './picker-sources';

/** Part 1 section 5: member search needs at least one character. */
export const MIN_SEARCH_CHARACTERS = 1;

export type PickerState = 'too_short' | 'searching' | 'no_match' | 'results' | 'failed';

/** What the picker's popup says: enter more characters, searching, no match, the results, or failure. */
export const pickerState = (
  text: string,
  { fetching, failed, resultCount }: { fetching: boolean; failed: boolean; resultCount: number },
): PickerState => {
  if (text.trim().length < MIN_SEARCH_CHARACTERS) return 'too_short';
  if (failed) return 'failed';
  if (fetching && resultCount === 0) return 'searching';
  return resultCount === 0 ? 'no_match' : 'results';
};

export const pickKey = (pick: Pick) => `${pick.kind}:${pick.id}`;

/** The results grouped by kind (members, groups, roles), keeping their order within a kind. */
export const sectionsOf = (picks: Pick[]) => {
  const kinds = [...new Set(picks.map((pick) => pick.kind))];
  return kinds.map((kind) => ({ kind, picks: picks.filter((pick) => pick.kind === kind) }));
};
