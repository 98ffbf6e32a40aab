import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AuthenticationToken, calendarsPaths } from '../../../../contract/calendars';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { calendarKeys } from './calendar-keys';

/** GET /api/v1/members/me/authentication_token: the personal feed token, or null. */
export const useAuthenticationToken = () =>
  useQuery({
    queryKey: calendarKeys.token,
    queryFn: ({ signal }) => apiFetch<AuthenticationToken>(calendarsPaths.authenticationTokenGet, { signal }),
  });

/** POST creates (or regenerates) the token; every earlier feed URL stops working. */
export const useCreateAuthenticationToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<AuthenticationToken>(calendarsPaths.authenticationToken, { method: 'POST' }),
    onSuccess: (token) => {
      queryClient.setQueryData(calendarKeys.token, token);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
};
