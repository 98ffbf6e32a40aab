import { useParams } from 'react-router';
import { useGroup } from '../../../app/api/use-group';
import type { FilesContext } from './files-types';

/**
 * The context of the current files page: a group when the route is under /groups/:groupSlug (its id
 * comes from the group query the group layout already loaded), otherwise the network. Null while the
 * group is loading.
 */
export const useFilesContext = (): FilesContext | null => {
  const { groupSlug } = useParams();
  const group = useGroup(groupSlug);
  if (!groupSlug) return { contextType: 'network', contextId: null, prefix: '' };
  if (!group.data) return null;
  return { contextType: 'group', contextId: group.data.id, prefix: `/groups/${group.data.slug}` };
};
