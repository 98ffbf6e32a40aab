import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdministeredGroupMemberList,
  type GroupAdministration,
  groupAdministrationPaths as paths,
  type UpdateGroupMemberBody,
} from '../../../../contract/group-administration';
import type { JoinRequestList, RejectJoinRequestBody } from '../../../../contract/groups';
import { apiFetch } from '../../../app/api/client';

const keys = {
  all: (slug: string) => ['group-administration', slug] as const,
  main: (slug: string) => ['group-administration', slug, 'main'] as const,
  members: (slug: string, page: number, q: string) =>
    ['group-administration', slug, 'members', page, q] as const,
  joinRequests: (slug: string) => ['group-administration', slug, 'join-requests'] as const,
};

export const useGroupAdministration = (slug: string) =>
  useQuery({
    queryKey: keys.main(slug),
    queryFn: ({ signal }) => apiFetch<GroupAdministration>(paths.main(slug), { signal }),
    retry: false,
  });

export const useAdministeredMembers = (slug: string, page: number, q: string) =>
  useQuery({
    queryKey: keys.members(slug, page, q),
    queryFn: ({ signal }) =>
      apiFetch<AdministeredGroupMemberList>(paths.members(slug), {
        query: { page, per: 25, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useJoinRequests = (slug: string) =>
  useQuery({
    queryKey: keys.joinRequests(slug),
    queryFn: ({ signal }) => apiFetch<JoinRequestList>(paths.joinRequests(slug), { signal }),
    retry: false,
  });

/** Every write reloads the group's administration and its member lists. */
const useReloading = <Input>(slug: string, run: (input: Input) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all(slug) });
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
    },
  });
};

export const useUpdateGroupMember = (slug: string) =>
  useReloading(slug, ({ memberId, body }: { memberId: string; body: UpdateGroupMemberBody }) =>
    apiFetch<void>(paths.member(slug, memberId), { method: 'PUT', body }),
  );

export const useRemoveGroupMember = (slug: string) =>
  useReloading(slug, (memberId: string) =>
    apiFetch<void>(paths.member(slug, memberId), { method: 'DELETE' }),
  );

export const useApproveJoinRequest = (slug: string) =>
  useReloading(slug, (memberId: string) => apiFetch<void>(paths.approve(slug, memberId), { method: 'POST' }));

export const useRejectJoinRequest = (slug: string) =>
  useReloading(slug, ({ memberId, body }: { memberId: string; body: RejectJoinRequestBody }) =>
    apiFetch<void>(paths.reject(slug, memberId), { method: 'POST', body }),
  );
