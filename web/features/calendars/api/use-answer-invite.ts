import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsPaths } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { calendarKeys } from './calendar-keys';

/** POST /api/v1/invites/{id}/accept or /reject; refreshes the lists and the unread count. */
export const useAnswerInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      apiFetch<unknown>(accept ? appointmentsPaths.acceptInvite(id) : appointmentsPaths.rejectInvite(id), {
        method: 'POST',
        body: { apply_to: 'all' },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadFeatures });
    },
  });
};
