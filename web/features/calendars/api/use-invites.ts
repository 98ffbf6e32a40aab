import { useQuery } from '@tanstack/react-query';
import { appointmentsPaths, INVITES_PAGE_SIZE } from '../../../../contract/appointments';
import type { InviteList } from '../../../../contract/my-appointments';
import { apiFetch } from '../../../app/api/client';
import { calendarKeys } from './calendar-keys';

export type InviteTab = 'open' | 'expired' | 'obsolete';

/**
 * One page of GET /api/v1/invites?filter=appointments&status. The list shows pages 1..n and "show
 * more" adds the next while the last page names one (nextPage).
 */
export const useInvitesPage = (status: InviteTab, page: number, enabled = true) =>
  useQuery({
    queryKey: [...calendarKeys.invites(status), page],
    queryFn: ({ signal }) =>
      apiFetch<InviteList>(appointmentsPaths.invites, {
        signal,
        query: { filter: 'appointments', status, limit: INVITES_PAGE_SIZE, page },
      }),
    enabled,
  });
