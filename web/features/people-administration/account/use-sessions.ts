import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SessionList, sessionPaths } from '../../../../contract/sessions';
import { apiFetch } from '../../../app/api/client';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET /api/v1/users/sessions: the member's live sessions. */
export const useSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => apiFetch<SessionList>(sessionPaths.list) });

/** DELETE one session by id, or every other one without an id. */
export const useEndSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiFetch<unknown>(id ? sessionPaths.session(id) : sessionPaths.list, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
};
