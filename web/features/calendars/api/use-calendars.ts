import { useQuery } from '@tanstack/react-query';
import { type CalendarList, calendarsPaths } from '../../../../contract/calendars';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

/** GET /calendars, or GET /groups/{slug}/calendars inside a group. */
export const useCalendars = (groupSlug: string | null = null) =>
  useQuery({
    queryKey: calendarKeys.calendars(groupSlug),
    queryFn: ({ signal }) =>
      apiFetch<CalendarList>(
        groupSlug ? calendarsPaths.groupCalendars(groupSlug) : calendarsPaths.calendars,
        {
          signal,
        },
      ),
  });
