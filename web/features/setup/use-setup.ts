import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupBody, SetupStatus } from '../../../contract/setup';
import { apiFetch } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';
import { meQuery } from '../../app/api/use-me';

const SETUP_PATH = '/api/v1/setup';

/** GET /api/v1/setup: whether the link still works (404 when used, expired or no longer needed). */
export const useSetupStatus = (token: string) =>
  useQuery({
    queryKey: queryKeys.setup(token),
    queryFn: ({ signal }) => apiFetch<SetupStatus>(SETUP_PATH, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/v1/setup: creates the administrator, who is signed in before anyone navigates. */
export const useCompleteSetup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetupBody) => apiFetch<{ redirect_to: string }>(SETUP_PATH, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.network });
    },
  });
};
