import { useQuery } from '@tanstack/react-query';
import { type Appointment, appointmentsPaths } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

/** GET /appointments/{id} (a stored id or an r- occurrence id). */
export const useAppointment = (id: string | undefined) =>
  useQuery({
    queryKey: calendarKeys.appointment(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Appointment>(appointmentsPaths.appointment(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
