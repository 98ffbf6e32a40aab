import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import type { MemberList } from '../../../app/api/types';
import { chatKeys } from './chat-keys';

/** GET /members?q=<text>* for @ mentions; the caller debounces by 375 ms. */
export const useMentionSearch = (q: string | null) =>
  useQuery({
    queryKey: chatKeys.mentions(q ?? ''),
    queryFn: ({ signal }) => apiFetch<MemberList>('/members', { query: { q: `${q}*`, per: 8 }, signal }),
    enabled: q !== null && q.length > 0,
    staleTime: 30_000,
  });
