import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../app/api/client';
import { queryKeys } from '../../app/api/query-keys';
import { meQuery } from '../../app/api/use-me';

/**
 * `altcha`: a solved challenge, once the server asked for one (see sign-in-challenge.tsx);
 * `redirect_to`: where the server sends the member once a second factor completed the sign-in.
 */
export type SignInInput = { email: string; password: string; altcha?: string; redirect_to?: string };
/** `two_factor`: not signed in yet, a second factor is owed; `redirect_to` is its page. */
export type SignInResponse = { redirect_to: string; two_factor?: 'verify' | 'setup' };

/** POST /users/sign_in; on success the member is loaded before anyone navigates. */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ altcha, redirect_to, ...user }: SignInInput) =>
      apiFetch<SignInResponse>('/users/sign_in', { method: 'POST', body: { user, altcha, redirect_to } }),
    onSuccess: async (response) => {
      if (response.two_factor) return;
      await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      void queryClient.invalidateQueries({ queryKey: queryKeys.network });
    },
  });
};
