import { useMutation } from '@tanstack/react-query';
import { appointmentsPaths, type ContactBody } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';

/** POST /appointments/{id}/contact -> how many members receive the mail. */
export const useContactAttendees = (id: string) =>
  useMutation({
    mutationFn: (body: ContactBody) =>
      apiFetch<{ recipients: number }>(appointmentsPaths.contact(id), { method: 'POST', body }),
  });
