import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { Group, MembershipStatus } from '../../../app/api/types';

export type MembershipChange = 'join' | 'decline' | 'leave';

type JoinResponse = { membership_status_of_current_member: MembershipStatus; group: Group };

/** What a change needs of the group: its id and slug (the start page's promoted groups carry no more). */
type GroupRef = Pick<Group, 'id' | 'slug'>;

const request = (group: GroupRef, change: MembershipChange) => {
  if (change === 'leave')
    return apiFetch<JoinResponse>(`/groups/${encodeURIComponent(group.slug)}/join`, { method: 'DELETE' });
  return apiFetch<JoinResponse>(`/api/v1/groups/${encodeURIComponent(group.id)}/join`, {
    method: change === 'join' ? 'POST' : 'DELETE',
  });
};

/**
 * Part 3 section 4: join (member, or in_moderation for moderated groups), decline an invitation, leave.
 * The answer carries the group after the change; navigation and my groups are refreshed.
 */
export const useMembershipChange = (group: GroupRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MembershipChange) => request(group, change),
    onSuccess: (response) => {
      const next = response?.group
        ? {
            ...response.group,
            membership_status_of_current_member: response.membership_status_of_current_member,
          }
        : undefined;
      if (next) queryClient.setQueryData(queryKeys.group(group.slug), next);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.group(group.slug) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myGroups });
      void queryClient.invalidateQueries({ queryKey: queryKeys.groupNavigation(group.slug) });
    },
  });
};
