import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { GroupMemberList } from '../../../app/api/types';

export const GROUP_MEMBERS_PER_PAGE = 30;

/** GET /groups/{slug}/members?page=&per= */
export const useGroupMembers = (slug: string, page: number) =>
  useQuery({
    queryKey: queryKeys.groupMembers(slug, page),
    queryFn: ({ signal }) =>
      apiFetch<GroupMemberList>(`/groups/${encodeURIComponent(slug)}/members`, {
        signal,
        query: { page, per: GROUP_MEMBERS_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
