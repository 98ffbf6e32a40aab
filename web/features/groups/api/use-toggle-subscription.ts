import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { Group, SubscriptionStatus } from '../../../app/api/types';

export type SubscriptionTarget = 'group' | 'activitystream';

const FIELD = { group: 'subscription_status', activitystream: 'activitystream_subscription_status' } as const;

/** POST or DELETE /groups/{slug}/subscribe or /activitystreams/{slug}/subscribe. */
export const useToggleSubscription = (slug: string) => {
  const queryClient = useQueryClient();
  const key = queryKeys.group(slug);
  return useMutation({
    mutationFn: ({ target, subscribe }: { target: SubscriptionTarget; subscribe: boolean }) =>
      apiFetch<{ subscription_status: SubscriptionStatus }>(
        `/${target === 'group' ? 'groups' : 'activitystreams'}/${encodeURIComponent(slug)}/subscribe`,
        { method: subscribe ? 'POST' : 'DELETE' },
      ),
    onSuccess: (response, { target }) => {
      queryClient.setQueryData<Group>(key, (group) =>
        group
          ? {
              ...group,
              [FIELD[target]]: response.subscription_status,
              ...(target === 'group'
                ? { i_haz_subscription: response.subscription_status === 'subscribed' }
                : {}),
            }
          : group,
      );
    },
  });
};
