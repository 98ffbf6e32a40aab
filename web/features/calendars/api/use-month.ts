import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AppointmentMonth, appointmentsPaths } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

export type MonthScope = { participating: boolean; groupSlug: string | null; calendarIds: string };

/** GET /appointments (or /appointments/participating) with date and type=month. */
export const useMonth = (date: string, scope: MonthScope) =>
  useQuery({
    queryKey: calendarKeys.month(
      `${scope.participating ? 'p' : 'a'}:${scope.groupSlug ?? ''}:${scope.calendarIds}`,
      date,
    ),
    queryFn: ({ signal }) =>
      apiFetch<AppointmentMonth>(
        scope.participating ? appointmentsPaths.participating : appointmentsPaths.appointments,
        {
          signal,
          query: { date, type: 'month', calendarIds: scope.calendarIds, group: scope.groupSlug },
        },
      ),
    placeholderData: keepPreviousData,
  });
