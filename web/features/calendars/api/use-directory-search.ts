import { useQuery } from '@tanstack/react-query';
import type { DirectoryResponse } from '../../../../contract/directory';
import { apiFetch } from '../../../app/api/client';
import { memberSearchTerm } from '../../members/api/use-members';
import { calendarKeys } from './calendar-keys';

/** GET /directory?q=text*&include_membership_roles=true: members, groups and roles to invite. */
export const useDirectorySearch = (text: string) => {
  const q = memberSearchTerm(text);
  return useQuery({
    queryKey: calendarKeys.directory(q),
    queryFn: ({ signal }) =>
      apiFetch<DirectoryResponse>('/directory', { signal, query: { q, include_membership_roles: true } }),
    enabled: q !== '',
  });
};
