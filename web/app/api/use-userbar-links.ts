import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { UserbarLinks } from './types';

/** GET /pages?filter=show_in_userbar or /apps?filter=show_in_userbar. */
export const useUserbarLinks = (kind: 'pages' | 'apps') =>
  useQuery({
    queryKey: queryKeys.userbarLinks(kind),
    queryFn: ({ signal }) =>
      apiFetch<UserbarLinks>(`/${kind}`, { signal, query: { filter: 'show_in_userbar' } }),
    staleTime: 5 * 60_000,
    select: (links) => links.entries,
  });
