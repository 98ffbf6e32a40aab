import { useQuery } from '@tanstack/react-query';
import { type Calendar, calendarsPaths } from '../../../../contract/calendars';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

/** GET /calendars/{id}; idle without an id (the new-calendar form). */
export const useCalendar = (id: string | undefined) =>
  useQuery({
    queryKey: calendarKeys.calendar(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Calendar>(calendarsPaths.calendar(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
