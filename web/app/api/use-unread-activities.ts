import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { UnreadActivities } from './types';
import { UNREAD_ACTIVITIES_DELAY_MS, UNREAD_POLL_MS } from './unread-timing';
import { useDelayedFlag } from './use-delayed-flag';

/** GET /unreads/activities (unread activities per stream), 500 ms after sign-in. */
export const useUnreadActivities = (signedIn: boolean) => {
  const started = useDelayedFlag(UNREAD_ACTIVITIES_DELAY_MS, signedIn);
  return useQuery({
    queryKey: queryKeys.unreadActivities,
    queryFn: ({ signal }) => apiFetch<UnreadActivities>('/unreads/activities', { signal }),
    enabled: started,
    staleTime: UNREAD_POLL_MS,
  });
};
