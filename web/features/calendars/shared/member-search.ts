import { useDirectorySearch } from '../api/use-directory-search';
import { useMemberSearch } from '../api/use-member-search';
import type { Pick } from './person-picker';

/** Member search for the person pickers (organiser, contacts, consultants, shares). */
export const useMemberPicks = (text: string) => {
  const search = useMemberSearch(text);
  return {
    results: (search.data?.entries ?? []).map<Pick>((member) => ({
      id: member.id,
      name: member.displayName,
      kind: 'member',
    })),
    fetching: search.isFetching,
    failed: search.isError,
  };
};

/** Members, groups and membership roles to invite. */
export const useInviteePicks = (text: string) => {
  const search = useDirectorySearch(text);
  return {
    results: (search.data?.entries ?? []).map<Pick>((entry) =>
      entry.type === 'member'
        ? { id: entry.id, name: entry.member.displayName, kind: 'member' }
        : entry.type === 'group'
          ? { id: entry.id, name: entry.name, kind: 'group' }
          : { id: entry.id, name: entry.plural_name || entry.role.name, kind: 'membership_role' },
    ),
    fetching: search.isFetching,
    failed: search.isError,
  };
};
