import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import type { MemberList } from '../../../app/api/types';
import { memberSearchTerm } from '../../members/api/use-members';

/** GET /members?q=term* for the recipient picker; idle while the term is empty. */
export const useRecipientSearch = (text: string) => {
  const q = memberSearchTerm(text);
  return useQuery({
    queryKey: ['messages', 'recipients', q] as const,
    queryFn: ({ signal }) => apiFetch<MemberList>('/members', { signal, query: { q, page: 1 } }),
    enabled: q !== '',
  });
};
