import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGroupBody,
  Group,
  GroupImageResponse,
  UpdateGroupBody,
} from '../../../../contract/groups';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { groupAdminPaths } from './group-admin-paths';

/** After a write the group page, the user bar's groups and the directory read again. */
const useRefreshGroups = () => {
  const queryClient = useQueryClient();
  return (group?: Group) => {
    if (group) queryClient.setQueryData(queryKeys.group(group.slug), group);
    void queryClient.invalidateQueries({ queryKey: ['groups'] });
  };
};

/** POST /groups, under one Idempotency-Key per submit. */
export const useCreateGroup = () => {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (body: CreateGroupBody) =>
      apiFetch<Group>(groupAdminPaths.groups, { method: 'POST', body, idempotent: true }),
    onSuccess: refresh,
  });
};

/** PUT /groups/{slug}. */
export const useUpdateGroup = (slug: string) => {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (body: UpdateGroupBody) =>
      apiFetch<Group>(groupAdminPaths.group(slug), { method: 'PUT', body }),
    onSuccess: refresh,
  });
};

/** PUT (archive) or DELETE (restore) /groups/{slug}/archive. */
export const useArchiveGroup = (slug: string) => {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (archived: boolean) =>
      apiFetch<Group>(groupAdminPaths.archive(slug), { method: archived ? 'PUT' : 'DELETE' }),
    onSuccess: refresh,
  });
};

/** DELETE /groups/{slug}. */
export const useDeleteGroup = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(groupAdminPaths.group(slug), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.group(slug) });
      void queryClient.invalidateQueries({ queryKey: ['groups'] });
    },
  });
};

/** PUT (an uploaded image's id) or DELETE (null) /api/v1/groups/{id}/image. */
export const useChangeGroupImage = (group: Pick<Group, 'id' | 'slug'>) => {
  const queryClient = useQueryClient();
  const path = `/api/v1/groups/${encodeURIComponent(group.id)}/image`;
  return useMutation({
    mutationFn: (fileId: string | null) =>
      fileId
        ? apiFetch<GroupImageResponse>(path, { method: 'PUT', body: { file_id: fileId } })
        : apiFetch<GroupImageResponse>(path, { method: 'DELETE' }),
    // The header, the user bar and the directory show the image.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['groups'] }),
  });
};
