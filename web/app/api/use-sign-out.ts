import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignOutResponse } from '../../../contract/auth';
import { apiFetch } from './client';

/**
 * DELETE /users/sign_out, then forget everything cached for the member. Answers where to go when a
 * single sign-on provider ends its session too (its end-session page), else nothing.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<SignOutResponse | undefined>('/users/sign_out', { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.clear();
    },
  });
};
