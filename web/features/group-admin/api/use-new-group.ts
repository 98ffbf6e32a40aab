import { useQuery } from '@tanstack/react-query';
import type { NewGroup } from '../../../../contract/groups';
import { apiFetch } from '../../../app/api/client';
import { groupAdminPaths } from './group-admin-paths';

/** GET /api/v1/groups/new?group_category_slug=: the empty form and the access choices. */
export const useNewGroup = (categorySlug: string) =>
  useQuery({
    queryKey: ['groups', 'new', categorySlug],
    queryFn: ({ signal }) =>
      apiFetch<NewGroup>(groupAdminPaths.newGroup, { signal, query: { group_category_slug: categorySlug } }),
  });
