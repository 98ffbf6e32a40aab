import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { Network } from './types';

export const networkQuery = {
  queryKey: queryKeys.network,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Network>('/api/v1/network', { signal }),
  staleTime: 5 * 60_000,
};

/** The network (public): name, language, design, sign-in texts, config and the member's abilities. */
export const useNetwork = () => useQuery(networkQuery);
