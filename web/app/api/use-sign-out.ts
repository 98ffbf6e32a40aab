import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client';

/** DELETE /users/sign_out, then forget everything cached for the member. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/users/sign_out', { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.clear();
    },
  });
};
