import { useInfiniteQuery } from '@tanstack/react-query';
import {
  appointmentsPaths,
  PARTICIPATIONS_PAGE_SIZE,
  type ParticipationList,
} from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

export type ParticipationTab = 'upcoming' | 'accepted' | 'declined';

/** GET /api/v1/participations?status&limit=20, paged by nextPage. */
export const useParticipations = (status: ParticipationTab) =>
  useInfiniteQuery({
    queryKey: calendarKeys.participations(status),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<ParticipationList>(appointmentsPaths.participations, {
        signal,
        query: { status, limit: PARTICIPATIONS_PAGE_SIZE, page: pageParam },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
