import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { MemberList } from '../../../app/api/types';

/** Part 1 section 9: member search waits 375 ms after typing. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 375;

/** The member search term as the server expects it: the trimmed text with a trailing '*'. */
export const memberSearchTerm = (text: string) => {
  const term = text.trim();
  if (!term) return '';
  return term.endsWith('*') ? term : `${term}*`;
};

/** GET /members?q=term*&page= */
export const useMembers = (text: string, page: number) => {
  const q = memberSearchTerm(text);
  return useQuery({
    queryKey: queryKeys.members(q, page),
    queryFn: ({ signal }) => apiFetch<MemberList>('/members', { signal, query: { q, page } }),
    placeholderData: keepPreviousData,
  });
};
