import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse, SearchSort } from '../../../../contract/search';
import { apiFetch } from '../../../app/api/client';

export type SearchParams = {
  q: string;
  page: number;
  sortBy: SearchSort;
  module: string | null;
  groupSlug: string | null;
};

/** Part 1 section 9: the overview is cached for 60 s. */
const OVERVIEW_CACHE_MS = 60_000;

/** GET /search.json, or /groups/{slug}/search.json inside a group. */
export const useSearch = (params: SearchParams) =>
  useQuery({
    queryKey: ['search', params],
    enabled: params.q !== '',
    staleTime: OVERVIEW_CACHE_MS,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch<SearchResponse>(
        params.groupSlug ? `/groups/${encodeURIComponent(params.groupSlug)}/search.json` : '/search.json',
        {
          signal,
          query: {
            q: params.q,
            page: params.page,
            sort_by: params.sortBy,
            ...(params.module ? { module: params.module } : {}),
          },
        },
      ),
  });
