/** Part 1 section 9: member, tag and relation search waits 375 ms after typing. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 375;

/** The member search term as the server expects it: the trimmed text with a trailing '*'. */
export const memberSearchTerm = (text: string) => {
  const term = text.trim();
  if (!term) return '';
  return term.endsWith('*') ? term : `${term}*`;
};
