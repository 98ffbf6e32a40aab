import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api/client';
import type { MemberList } from '../../../app/api/types';
import { memberSearchTerm } from '../../members/api/use-members';
import { calendarKeys } from './calendar-keys';

/** GET /members?q=text* (part 2 section 7); idle while the text is empty. */
export const useMemberSearch = (text: string) => {
  const q = memberSearchTerm(text);
  return useQuery({
    queryKey: calendarKeys.members(q),
    queryFn: ({ signal }) => apiFetch<MemberList>('/members', { signal, query: { q, page: 1, per: 20 } }),
    enabled: q !== '',
  });
};
