import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Calendar,
  type CreateCalendarBody,
  calendarsPaths,
  type UpdateCalendarBody,
} from '../../../../contract/calendars';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

export type SaveCalendar = { id: string; body: UpdateCalendarBody } | { id: null; body: CreateCalendarBody };

/** POST /calendars (retried under one Idempotency-Key) or PUT /calendars/{id}. */
export const useSaveCalendar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveCalendar) =>
      apiFetch<Calendar>(id ? calendarsPaths.calendar(id) : calendarsPaths.calendars, {
        method: id ? 'PUT' : 'POST',
        body,
        idempotent: !id,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
};
