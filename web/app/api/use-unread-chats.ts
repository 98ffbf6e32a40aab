import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { Unreads } from './types';
import { UNREAD_FEATURES_DELAY_MS, UNREAD_POLL_MS } from './unread-timing';
import { useDelayedFlag } from './use-delayed-flag';

/** GET /api/v1/unreads, for the chat count of the header's chat button (polled like the features). */
export const useUnreadChats = (signedIn: boolean) => {
  const started = useDelayedFlag(UNREAD_FEATURES_DELAY_MS, signedIn);
  return useQuery({
    queryKey: queryKeys.unreads,
    queryFn: ({ signal }) => apiFetch<Unreads>('/api/v1/unreads', { signal }),
    enabled: started,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
    select: (unreads) => unreads.chat,
  });
};
