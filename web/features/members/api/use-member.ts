import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import type { MemberDetail } from '../../../app/api/types';

/** GET /members/{id}: the member page. */
export const useMember = (id: string) =>
  useQuery({
    queryKey: queryKeys.member(id),
    queryFn: ({ signal }) => apiFetch<MemberDetail>(`/members/${encodeURIComponent(id)}`, { signal }),
  });
