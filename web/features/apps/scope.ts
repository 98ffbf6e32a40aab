import { useParams } from 'react-router';

/** Where the apps list lives: the network (`/apps`) or a group (`/groups/{groupSlug}/apps`). */
export const useAppsScope = () => {
  const { groupSlug } = useParams();
  const group = groupSlug ?? null;
  return { group, base: group ? `/groups/${group}/apps` : '/apps' };
};
