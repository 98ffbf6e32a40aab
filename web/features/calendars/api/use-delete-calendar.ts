import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarsPaths } from '../../../../contract/calendars';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

/** DELETE /calendars/{id}, or DELETE /calendars/{id}/share to drop a calendar shared with me. */
export const useDeleteCalendar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, share }: { id: string; share: boolean }) =>
      apiFetch<void>(share ? calendarsPaths.share(id) : calendarsPaths.calendar(id), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointments });
    },
  });
};
