import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { GroupNavigation } from '../../../app/api/types';

/** GET /groups/{slug}/navigation: the group's tabs. */
export const useGroupNavigation = (slug: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.groupNavigation(slug),
    queryFn: ({ signal }) =>
      apiFetch<GroupNavigation>(`/groups/${encodeURIComponent(slug)}/navigation`, { signal }),
    enabled,
    select: (navigation) => navigation.items,
  });
