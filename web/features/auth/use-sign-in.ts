import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';
import { meQuery } from '../../app/api/use-me';

export type SignInInput = { email: string; password: string };
type SignInResponse = { redirect_to: string };

/** POST /users/sign_in; on success the member is loaded before anyone navigates. */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: SignInInput) =>
      apiFetch<SignInResponse>('/users/sign_in', { method: 'POST', body: { user } }),
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.network });
    },
  });
};
