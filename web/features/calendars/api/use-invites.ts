import { useInfiniteQuery } from '@tanstack/react-query';
import { appointmentsPaths, INVITES_PAGE_SIZE, type InviteList } from '../../../../contract/appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

export type InviteTab = 'open' | 'expired' | 'obsolete';

/** GET /api/v1/invites?filter=appointments&status, paged by nextPage (show more). */
export const useInvites = (status: InviteTab, enabled = true) =>
  useInfiniteQuery({
    queryKey: calendarKeys.invites(status),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<InviteList>(appointmentsPaths.invites, {
        signal,
        query: { filter: 'appointments', status, limit: INVITES_PAGE_SIZE, page: pageParam },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled,
  });
