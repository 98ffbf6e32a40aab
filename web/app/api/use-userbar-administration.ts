import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { UserbarAdministration } from './types';

export type AdministrationContext = {
  type: 'network' | 'group' | 'group_category';
  id: string | null;
};

/** GET /api/v1/userbars/administration for the current context; only asked when `enabled`. */
export const useUserbarAdministration = (context: AdministrationContext, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.userbarAdministration(context.type, context.id),
    queryFn: ({ signal }) =>
      apiFetch<UserbarAdministration>('/api/v1/userbars/administration', {
        signal,
        query: { context_type: context.type, context_id: context.id },
      }),
    enabled: enabled && (context.type === 'network' || context.id !== null),
    staleTime: 5 * 60_000,
  });
