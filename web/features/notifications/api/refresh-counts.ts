import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../app/api/query-keys';
import { notificationKeys } from './notification-keys';
import type { UnreadNotifications } from './types';

/**
 * The member's unread counts changed somewhere (a push on the realtime socket, a reconnect): every
 * counter of the header and the user bar is fetched again. A fetch still under way is cancelled
 * first (invalidating alone joins it while the query has no data yet), so a count that left the
 * server before the change can never land after it and raise a badge read in another tab.
 */
export const refreshCounts = (client: QueryClient) =>
  Promise.all(
    [
      queryKeys.unreadFeatures,
      queryKeys.unreadActivities,
      queryKeys.unreads,
      notificationKeys.count,
      notificationKeys.pages,
    ].map(async (queryKey) => {
      await client.cancelQueries({ queryKey });
      await client.invalidateQueries({ queryKey });
    }),
  ).then(() => undefined);

/**
 * Marked read in this tab: the server's answer is the count now. Counts still on their way were asked
 * before it and are cancelled first, so they cannot raise the badge again when they land.
 */
export const applyReadAnswer = async (client: QueryClient, answer: UnreadNotifications) => {
  await client.cancelQueries({ queryKey: notificationKeys.count });
  client.setQueryData<UnreadNotifications>(notificationKeys.count, answer);
  await client.invalidateQueries({ queryKey: notificationKeys.pages });
};
