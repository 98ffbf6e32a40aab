import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AppNavigationItem,
  type AppNavigationResponse,
  appNavigationPaths,
} from '../../../../contract/app-navigation';
import { apiFetch } from '../../../app/api/client';

const key = ['administration', 'app-navigation'] as const;

export const useAppNavigation = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<AppNavigationResponse>(appNavigationPaths.read, { signal }),
  });

export const useSaveAppNavigation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: AppNavigationItem[]) =>
      apiFetch<AppNavigationResponse>(appNavigationPaths.save, { method: 'PUT', body: { items } }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
};
