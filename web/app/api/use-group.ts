import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { Group } from './types';

/** GET /api/v1/groups/{slug}; used by the group pages and the user bar's administration context. */
export const useGroup = (slug: string | null | undefined) =>
  useQuery({
    queryKey: queryKeys.group(slug ?? ''),
    queryFn: ({ signal }) => apiFetch<Group>(`/api/v1/groups/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: Boolean(slug),
  });
