import { useParams } from 'react-router';

/**
 * Where the current pages route lives: the network (`/pages/...`) or a group
 * (`/groups/{groupSlug}/pages/...`). Paths of the scope's pages start with `base`.
 */
export const usePagesScope = () => {
  const { groupSlug } = useParams();
  const group = groupSlug ?? null;
  const base = group ? `/groups/${group}/pages` : '/pages';
  return { group, base };
};
