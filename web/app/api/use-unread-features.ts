import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { UnreadFeatures } from './types';
import { UNREAD_FEATURES_DELAY_MS, UNREAD_POLL_MS } from './unread-timing';
import { useDelayedFlag } from './use-delayed-flag';

/** GET /unreads/features, polled every 60 s after a 250 ms start delay, only when signed in. */
export const useUnreadFeatures = (signedIn: boolean) => {
  const started = useDelayedFlag(UNREAD_FEATURES_DELAY_MS, signedIn);
  return useQuery({
    queryKey: queryKeys.unreadFeatures,
    queryFn: ({ signal }) => apiFetch<UnreadFeatures>('/unreads/features', { signal }),
    enabled: started,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
  });
};
