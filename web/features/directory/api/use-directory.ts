import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { channelPaths, type DirectoryChannelPage } from '../../../../contract/channels';
import {
  type DirectoryGroupPage,
  type DirectoryMemberPage,
  type DirectoryOverview,
  directoryPaths,
} from '../../../../contract/directory';
import { apiFetch, isApiError } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { directoryKeys } from './directory-keys';

/** GET /api/v1/directory: the tabs and the network's directory settings. */
export const useDirectoryOverview = () =>
  useQuery({
    queryKey: directoryKeys.overview,
    queryFn: ({ signal }) => apiFetch<DirectoryOverview>(directoryPaths.overview, { signal }),
    staleTime: 60_000,
  });

/** GET /directory/members.json with the list's query (q, page, sort_by, filter[...]). */
export const useDirectoryMembers = (query: Record<string, string>) =>
  useQuery({
    queryKey: directoryKeys.members(query),
    queryFn: ({ signal }) => apiFetch<DirectoryMemberPage>(directoryPaths.members, { signal, query }),
    placeholderData: keepPreviousData,
  });

/** GET /directory/{category}.json */
export const useDirectoryGroups = (category: string, query: Record<string, string>) =>
  useQuery({
    queryKey: directoryKeys.groups(category, query),
    queryFn: ({ signal }) =>
      apiFetch<DirectoryGroupPage>(directoryPaths.category(category), { signal, query }),
    placeholderData: keepPreviousData,
    // An unknown category stays unknown: say so at once instead of asking again.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });

/** GET /directory/channels.json */
export const useDirectoryChannels = (query: Record<string, string>) =>
  useQuery({
    queryKey: directoryKeys.channels(query),
    queryFn: ({ signal }) => apiFetch<DirectoryChannelPage>(channelPaths.directory, { signal, query }),
    placeholderData: keepPreviousData,
  });

/** Joins a group or asks to (moderated groups) with the groups API; the lists and my groups follow. */
export const useJoinGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      apiFetch(`/api/v1/groups/${encodeURIComponent(groupId)}/join`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: directoryKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myGroups });
    },
  });
};
