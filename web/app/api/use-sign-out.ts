import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIGN_OUT_REDIRECT_HEADER } from '../../../contract/sso-links';
import { ApiError } from './client';

/**
 * DELETE /users/sign_out, then forget everything cached for the member. Answers where to go when a
 * single sign-on provider ends its session too (its end-session page, named in a header of the 204),
 * else null. A plain fetch, because the API client does not hand out response headers.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string | null> => {
      const response = await fetch('/users/sign_out', {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) {
        throw new ApiError({
          status: response.status,
          code: 'sign_out_failed',
          message: response.statusText,
        });
      }
      return response.headers.get(SIGN_OUT_REDIRECT_HEADER);
    },
    onSuccess: () => {
      queryClient.clear();
    },
  });
};
