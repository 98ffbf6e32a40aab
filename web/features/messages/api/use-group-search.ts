import { useQuery } from '@tanstack/react-query';
import type { DirectoryResponse } from '../../../../contract/directory';
import { apiFetch } from '../../../app/api/client';
import { memberSearchTerm } from '../../members/api/use-members';

export type GroupChoice = { id: string; name: string; category: string };

/**
 * GET /directory?q=term*&only_my_admin_groups= for the composer's group recipients: without the
 * privilege to write to everyone only the groups the member administers, which are the groups the
 * server accepts (messages/policy.ts canWriteToGroup). Idle while the term is empty or `enabled` is off.
 */
export const useGroupSearch = (text: string, onlyAdministered: boolean, enabled: boolean) => {
  const q = memberSearchTerm(text);
  return useQuery({
    queryKey: ['messages', 'group-recipients', q, onlyAdministered] as const,
    queryFn: async ({ signal }): Promise<GroupChoice[]> => {
      const body = await apiFetch<DirectoryResponse>('/directory', {
        signal,
        query: { q, only_my_admin_groups: onlyAdministered },
      });
      return body.entries.flatMap((entry) =>
        entry.type === 'group' ? [{ id: entry.id, name: entry.name, category: entry.category.name }] : [],
      );
    },
    enabled: enabled && q !== '',
  });
};
