import { useQuery } from '@tanstack/react-query';
import { appointmentsPaths, PARTICIPATIONS_PAGE_SIZE } from '../../../../contract/appointments';
import type { ParticipationList } from '../../../../contract/my-appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

export type ParticipationTab = 'upcoming' | 'accepted' | 'declined';

/** One page of GET /api/v1/participations?status&limit=20 (paged by nextPage). */
export const useParticipationsPage = (status: ParticipationTab, page: number, enabled = true) =>
  useQuery({
    queryKey: [...calendarKeys.participations(status), page],
    queryFn: ({ signal }) =>
      apiFetch<ParticipationList>(appointmentsPaths.participations, {
        signal,
        query: { status, limit: PARTICIPATIONS_PAGE_SIZE, page },
      }),
    enabled,
  });
