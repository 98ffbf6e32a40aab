import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminTag, type AdminTagList, tagsAdminPaths as paths } from '../../../../contract/tags-admin';
import { apiFetch } from '../../../app/api/client';
import { useReloading } from './use-reloading';

const KEY = ['administration', 'tags'] as const;

/** GET /administration/tags?q=&page=&per= */
export const useAdminTags = (q: string, page: number, per = 25) =>
  useQuery({
    queryKey: [...KEY, q, page, per],
    queryFn: ({ signal }) =>
      apiFetch<AdminTagList>(paths.list, { signal, query: { q: q || undefined, page, per } }),
    placeholderData: keepPreviousData,
  });

/** PUT /administration/tags/{id} */
export const useRenameTag = () =>
  useReloading(KEY, ({ id, name }: { id: string; name: string }) =>
    apiFetch<AdminTag>(paths.tag(id), { method: 'PUT', body: { name } }),
  );

/** POST /administration/tags/{id}/merge */
export const useMergeTag = () =>
  useReloading(KEY, ({ id, intoId }: { id: string; intoId: string }) =>
    apiFetch<AdminTag>(paths.merge(id), { method: 'POST', body: { into_id: intoId } }),
  );

/** DELETE /administration/tags/{id} */
export const useDeleteTag = () =>
  useReloading(KEY, (id: string) => apiFetch<void>(paths.tag(id), { method: 'DELETE' }));
