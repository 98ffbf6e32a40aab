import { useQuery } from '@tanstack/react-query';
import {
  type AdminGroupCategory,
  type AdminGroupCategoryList,
  type CreateGroupCategoryBody,
  groupCategoriesAdminPaths as paths,
  type UpdateGroupCategoryBody,
} from '../../../../contract/group-categories-admin';
import { apiFetch } from '../../../app/api/client';
import { useReloading } from './use-reloading';

const KEY = ['administration', 'group-categories'] as const;

/** GET /administration/group-categories */
export const useAdminGroupCategories = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiFetch<AdminGroupCategoryList>(paths.list, { signal }),
  });

/** POST /administration/group-categories */
export const useCreateGroupCategory = () =>
  useReloading(KEY, (body: CreateGroupCategoryBody) =>
    apiFetch<AdminGroupCategory>(paths.list, { method: 'POST', body }),
  );

/** PUT /administration/group-categories/{id} */
export const useUpdateGroupCategory = (id: string) =>
  useReloading(KEY, (body: UpdateGroupCategoryBody) =>
    apiFetch<AdminGroupCategory>(paths.category(id), { method: 'PUT', body }),
  );

/** DELETE /administration/group-categories/{id} */
export const useDeleteGroupCategory = () =>
  useReloading(KEY, (id: string) => apiFetch<void>(paths.category(id), { method: 'DELETE' }));

/** PUT /administration/group-categories/order; any answer but 204 reloads the list (part 3 section 8). */
export const useOrderGroupCategories = () =>
  useReloading(KEY, (order: string[]) => apiFetch<void>(paths.order, { method: 'PUT', body: { order } }));
