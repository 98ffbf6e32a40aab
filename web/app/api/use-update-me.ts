import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client';
import { queryKeys } from './query-keys';
import type { Language, Me } from './types';

export type UpdateMeInput = { locale?: Language; time_zone?: string };

/** PATCH /api/v1/me: the member's own locale and time zone. */
export const useUpdateMe = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMeInput) =>
      apiFetch<Me>('/api/v1/me', { method: 'PATCH', body: { me: input } }),
    onSuccess: (me) => {
      if (me && typeof me === 'object' && 'id' in me) queryClient.setQueryData(queryKeys.me, me);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
};
