import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { Me } from './types';

export const meQuery = {
  queryKey: queryKeys.me,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<Me>('/api/v1/me', { signal }),
  staleTime: 5 * 60_000,
  // A 401 is an answer (signed out), not something to ask again on every mount.
  retryOnMount: false,
};

/**
 * The signed-in member. A 401 error means nobody is signed in. `enabled: false` holds the request back
 * (the sign-in page waits for the network to say there is a session).
 */
export const useMe = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...meQuery, enabled });
