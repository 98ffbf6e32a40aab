import { useMutation } from '@tanstack/react-query';
import { appointmentsPaths } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';

/** POST /appointments/{id}/start-meeting -> the URL to join. */
export const useStartMeeting = (id: string) =>
  useMutation({
    mutationFn: () => apiFetch<{ join_url: string }>(appointmentsPaths.startMeeting(id), { method: 'POST' }),
  });
