import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePageBody,
  MovePageBody,
  Page,
  PageDiff,
  PageList,
  PageSort,
  PageVersionDetail,
  PageVersionList,
  PageWidgets,
  UpdatePageBody,
} from '../../../contract/pages';
import { apiFetch } from '../../app/api/client';

const base = '/api/v1/pages';

/** Paths of the pages API (server/modules/pages/routes.ts). */
export const pagePaths = {
  list: base,
  find: `${base}/find`,
  page: (id: string) => `${base}/${id}`,
  position: (id: string) => `${base}/${id}/position`,
  versions: (id: string) => `${base}/${id}/versions`,
  version: (id: string, number: number) => `${base}/${id}/versions/${number}`,
  restore: (id: string, number: number) => `${base}/${id}/versions/${number}/restore`,
  diff: (id: string) => `${base}/${id}/diff`,
  widgets: (id: string) => `${base}/${id}/widgets`,
};

/** The list's query as the pages send it (the contract's input type reads numbers as unknown). */
export type ListQuery = {
  group?: string;
  sort_by?: PageSort;
  direction?: '1' | '-1';
  page?: number;
  per?: number;
};

const keys = {
  all: ['pages'] as const,
  list: (query: ListQuery) => ['pages', 'list', query] as const,
  find: (group: string | null, slug: string) => ['pages', 'find', group, slug] as const,
  versions: (id: string) => ['pages', 'versions', id] as const,
  version: (id: string, number: number) => ['pages', 'version', id, number] as const,
  diff: (id: string, from: number, to: number) => ['pages', 'diff', id, from, to] as const,
  widgets: (id: string, version: number) => ['pages', 'widgets', id, version] as const,
};

export const usePageList = (query: ListQuery) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiFetch<PageList>(pagePaths.list, { signal, query }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The page of a browser path: `/pages/{slug}` or `/groups/{group}/pages/{slug}`. */
export const usePageBySlug = (group: string | null, slug: string) =>
  useQuery({
    queryKey: keys.find(group, slug),
    queryFn: ({ signal }) =>
      apiFetch<Page>(pagePaths.find, { signal, query: group ? { slug, group } : { slug } }),
    retry: false,
  });

export const fetchPage = (id: string) => apiFetch<Page>(pagePaths.page(id));

export const usePageVersions = (id: string | undefined) =>
  useQuery({
    queryKey: keys.versions(id ?? ''),
    queryFn: ({ signal }) => apiFetch<PageVersionList>(pagePaths.versions(id ?? ''), { signal }),
    enabled: Boolean(id),
    retry: false,
  });

export const usePageVersion = (id: string | undefined, number: number | null) =>
  useQuery({
    queryKey: keys.version(id ?? '', number ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<PageVersionDetail>(pagePaths.version(id ?? '', number ?? 0), { signal }),
    enabled: Boolean(id) && number !== null,
    retry: false,
  });

export const usePageDiff = (id: string | undefined, from: number | null, to: number | null) =>
  useQuery({
    queryKey: keys.diff(id ?? '', from ?? 0, to ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<PageDiff>(pagePaths.diff(id ?? ''), { signal, query: { from: String(from), to: String(to) } }),
    enabled: Boolean(id) && from !== null && to !== null && from !== to,
    retry: false,
  });

/** The data of the page's embedded widgets for the viewer; asked only when the page has any. */
export const usePageWidgets = (id: string, version: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.widgets(id, version),
    queryFn: ({ signal }) => apiFetch<PageWidgets>(pagePaths.widgets(id), { signal }),
    enabled,
    retry: false,
  });

const useInvalidating = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await queryClient.invalidateQueries({ queryKey: ['userbar', 'pages'] });
    },
  });
};

export const useCreatePage = () =>
  useInvalidating((body: CreatePageBody) => apiFetch<Page>(pagePaths.list, { method: 'POST', body }));

/** A save answers 409 (ApiError code `stale_version`) when someone saved since `base_version`. */
export const useUpdatePage = () =>
  useInvalidating(({ id, body }: { id: string; body: UpdatePageBody }) =>
    apiFetch<Page>(pagePaths.page(id), { method: 'PUT', body }),
  );

export const useMovePage = () =>
  useInvalidating(({ id, body }: { id: string; body: MovePageBody }) =>
    apiFetch<Page>(pagePaths.position(id), { method: 'PUT', body }),
  );

export const useDeletePage = () =>
  useInvalidating((id: string) => apiFetch<void>(pagePaths.page(id), { method: 'DELETE' }));

export const useRestoreVersion = () =>
  useInvalidating(({ id, number, baseVersion }: { id: string; number: number; baseVersion: number }) =>
    apiFetch<Page>(pagePaths.restore(id, number), { method: 'POST', body: { base_version: baseVersion } }),
  );
