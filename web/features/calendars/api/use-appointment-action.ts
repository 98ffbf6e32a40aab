import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplyTo, type Appointment, appointmentsPaths } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { calendarKeys } from './calendar-keys';

export type AppointmentAction =
  | { kind: 'cancel'; applyTo: ApplyTo }
  | { kind: 'delete'; applyTo: ApplyTo }
  | { kind: 'lock'; locked: boolean }
  | { kind: 'answer'; status: 'open' | 'accepted' | 'declined'; applyTo: ApplyTo };

const request = (id: string, action: AppointmentAction): Promise<Appointment | undefined> => {
  switch (action.kind) {
    case 'cancel':
      return apiFetch<Appointment>(appointmentsPaths.cancel(id), {
        method: 'POST',
        body: { apply_to: action.applyTo },
      });
    case 'delete':
      return apiFetch<undefined>(appointmentsPaths.appointment(id), {
        method: 'DELETE',
        query: { apply_to: action.applyTo },
        body: { apply_to: action.applyTo },
      });
    case 'lock':
      return apiFetch<Appointment>(appointmentsPaths.appointment(id), {
        method: 'PATCH',
        body: { appointment: { attendee_configuration: { participation_locked: action.locked } } },
      });
    default:
      return apiFetch<Appointment>(appointmentsPaths.participant(id, 'me'), {
        method: 'PUT',
        body: { status: action.status, apply_to: action.applyTo },
      });
  }
};

/** Cancel, delete, lock participation and the own answer of one appointment. */
export const useAppointmentAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AppointmentAction) => request(id, action),
    onSuccess: (result, action) => {
      if (action.kind === 'delete') queryClient.removeQueries({ queryKey: calendarKeys.appointment(id) });
      else if (result) queryClient.setQueryData(calendarKeys.appointment(id), result);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointments });
      if (action.kind === 'answer')
        void queryClient.invalidateQueries({ queryKey: queryKeys.unreadFeatures });
    },
  });
};
