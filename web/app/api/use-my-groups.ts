import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { MyGroups } from './types';

/** GET /api/v1/groups: the member's groups and the group categories. */
export const useMyGroups = () =>
  useQuery({
    queryKey: queryKeys.myGroups,
    queryFn: ({ signal }) => apiFetch<MyGroups>('/api/v1/groups', { signal }),
  });
