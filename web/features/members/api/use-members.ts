import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { memberSearchTerm } from '../../../app/api/member-search';
import { queryKeys } from '../../../app/api/query-keys';
import type { MemberList } from '../../../app/api/types';

/** GET /members?q=term*&page= */
export const useMembers = (text: string, page: number) => {
  const q = memberSearchTerm(text);
  return useQuery({
    queryKey: queryKeys.members(q, page),
    queryFn: ({ signal }) => apiFetch<MemberList>('/members', { signal, query: { q, page } }),
    placeholderData: keepPreviousData,
  });
};
