import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { MemberDetail } from '../../../app/api/types';

/** GET /members/{id} for /messages/new?to=memberId; idle without an id. */
export const useRecipient = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.member(id ?? ''),
    queryFn: ({ signal }) => apiFetch<MemberDetail>(`/members/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
