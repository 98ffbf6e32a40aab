import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { Group } from '../../../app/api/types';

/** POST or DELETE /api/v1/groups/{slug}/favorite, shown at once and undone on failure. */
export const useToggleFavorite = (slug: string) => {
  const queryClient = useQueryClient();
  const key = queryKeys.group(slug);
  return useMutation({
    mutationFn: (favorite: boolean) =>
      apiFetch<{ favorited: boolean }>(`/api/v1/groups/${encodeURIComponent(slug)}/favorite`, {
        method: favorite ? 'POST' : 'DELETE',
      }),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Group>(key);
      if (previous) queryClient.setQueryData<Group>(key, { ...previous, favorited: favorite });
      return { previous };
    },
    onError: (_error, _favorite, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (response) => {
      queryClient.setQueryData<Group>(key, (group) =>
        group ? { ...group, favorited: response.favorited } : group,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myGroups }),
  });
};
