import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NavigationEntry,
  type NavigationOptionsResponse,
  type NavigationResponse,
  navigationPaths,
} from '../../../../contract/navigation';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';

/** The network (null) or a group by slug: the `{admin}` prefix. */
export type NavigationScope = string | null;

const keys = {
  navigation: (scope: NavigationScope) => ['administration', 'navigation', scope ?? ''] as const,
  options: (scope: NavigationScope, kind: 'pages' | 'apps') =>
    ['administration', 'navigation', scope ?? '', kind] as const,
};

export const useNavigation = (scope: NavigationScope) =>
  useQuery({
    queryKey: keys.navigation(scope),
    queryFn: ({ signal }) =>
      apiFetch<NavigationResponse>(`${navigationPaths.prefix(scope)}/navigation.json`, { signal }),
  });

/** Pages and apps to link; loaded only when the editor asks for them. */
export const useNavigationOptions = (scope: NavigationScope, kind: 'pages' | 'apps', enabled: boolean) =>
  useQuery({
    queryKey: keys.options(scope, kind),
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<NavigationOptionsResponse>(`${navigationPaths.prefix(scope)}/${kind}.json`, { signal }),
  });

export const useSaveNavigation = (scope: NavigationScope) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (navigation_items: NavigationEntry[]) =>
      apiFetch<NavigationResponse>(`${navigationPaths.prefix(scope)}/navigation`, {
        method: 'PUT',
        body: { navigation_items },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.navigation(scope), saved);
      // The header reads the network's navigation from /api/v1/network, the tabs from the group's.
      if (scope === null) void queryClient.invalidateQueries({ queryKey: queryKeys.network });
      else void queryClient.invalidateQueries({ queryKey: queryKeys.groupNavigation(scope) });
    },
  });
};
