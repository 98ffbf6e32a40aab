import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Appointment,
  type AppointmentBody,
  type AppointmentUpdateBody,
  appointmentsPaths,
} from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

export type SaveAppointment =
  | { id: null; body: AppointmentBody }
  | { id: string; body: AppointmentUpdateBody };

/**
 * POST /appointments (retried under one Idempotency-Key) or PUT /appointments/{id}; both answer the
 * saved appointment.
 */
export const useSaveAppointment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveAppointment) =>
      apiFetch<Appointment>(id ? appointmentsPaths.appointment(id) : appointmentsPaths.appointments, {
        method: id ? 'PUT' : 'POST',
        body,
        idempotent: !id,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointments });
    },
  });
};
