import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddParticipantsBody,
  type ApplyTo,
  appointmentsPaths,
  type ParticipantList,
  type ParticipantStatus,
} from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

/** POST /appointments/{id}/participants. */
export const useAddParticipants = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddParticipantsBody) =>
      apiFetch<ParticipantList>(appointmentsPaths.participants(id), { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointment(id) });
    },
  });
};

/** PUT /appointments/{id}/participants/{participantId} with a new status. */
export const useUpdateParticipant = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      participantId,
      status,
      applyTo,
    }: {
      participantId: string;
      status: ParticipantStatus;
      applyTo: ApplyTo;
    }) =>
      apiFetch<unknown>(appointmentsPaths.participant(id, participantId), {
        method: 'PUT',
        body: { participant: { status }, apply_to: applyTo },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointment(id) });
    },
  });
};

/** DELETE /appointments/{id}/participants/{participantId} with apply_to. */
export const useRemoveParticipant = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, applyTo }: { participantId: string; applyTo: ApplyTo }) =>
      apiFetch<void>(appointmentsPaths.participant(id, participantId), {
        method: 'DELETE',
        body: { apply_to: applyTo },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.appointment(id) });
    },
  });
};
