import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type App,
  type AppList,
  appsPaths,
  type Card,
  type CreateAppBody,
  type Item,
  type ItemList,
  type MoveCardBody,
  type UpdateAppBody,
  type Wall,
} from '../../../contract/apps';
import { apiFetch } from '../../app/api/client';

/**
 * The fallback: how often an open wall is asked again when no live push came (members without the
 * realtime socket, a lost push), in milliseconds. Others' moves arrive live (`wall_changed`).
 */
export const WALL_REFRESH_MS = 60_000;

export type ItemsQuery = {
  sort: 'name' | 'author' | 'created_at';
  direction: '1' | '-1';
  page: number;
  archived?: 'true';
  tag?: string;
  assignee_id?: string;
  q?: string;
};

export const appKeys = {
  all: ['apps'] as const,
  list: (group: string | null) => ['apps', 'list', group] as const,
  app: (ref: string) => ['apps', 'app', ref] as const,
  items: (ref: string, query: ItemsQuery) => ['apps', 'items', ref, query] as const,
  wall: (ref: string) => ['apps', 'wall', ref] as const,
  item: (id: string) => ['apps', 'item', id] as const,
};

export const useAppList = (group: string | null) =>
  useQuery({
    queryKey: appKeys.list(group),
    queryFn: ({ signal }) => apiFetch<AppList>(appsPaths.apps, { signal, query: group ? { group } : {} }),
    retry: false,
  });

export const useApp = (ref: string) =>
  useQuery({
    queryKey: appKeys.app(ref),
    queryFn: ({ signal }) => apiFetch<App>(appsPaths.app(ref), { signal }),
    retry: false,
  });

export const useItems = (ref: string, query: ItemsQuery, enabled = true) =>
  useQuery({
    queryKey: appKeys.items(ref, query),
    queryFn: ({ signal }) =>
      apiFetch<ItemList>(appsPaths.items(ref), {
        signal,
        query: Object.fromEntries(
          Object.entries(query)
            .filter(([, value]) => value !== undefined)
            .map(([key, value]) => [key, String(value)]),
        ),
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

/** The wall; asked again on live pushes (wall.tsx) and, as the fallback, every minute. */
export const useWall = (ref: string, enabled: boolean) =>
  useQuery({
    queryKey: appKeys.wall(ref),
    queryFn: ({ signal }) => apiFetch<Wall>(appsPaths.wall(ref), { signal }),
    refetchInterval: WALL_REFRESH_MS,
    enabled,
    retry: false,
  });

export const useItem = (id: string, enabled = true) =>
  useQuery({
    queryKey: appKeys.item(id),
    queryFn: ({ signal }) => apiFetch<Item>(appsPaths.item(id), { signal }),
    enabled,
    retry: false,
  });

const useInvalidating = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: appKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['userbar', 'apps'] });
    },
  });
};

export const useCreateApp = () =>
  useInvalidating((body: CreateAppBody) => apiFetch<App>(appsPaths.apps, { method: 'POST', body }));

export const useUpdateApp = () =>
  useInvalidating(({ ref, body }: { ref: string; body: UpdateAppBody }) =>
    apiFetch<App>(appsPaths.app(ref), { method: 'PUT', body }),
  );

export const useDeleteApp = () =>
  useInvalidating((ref: string) => apiFetch<void>(appsPaths.app(ref), { method: 'DELETE' }));

export const useCreateItem = () =>
  useInvalidating(({ ref, values }: { ref: string; values: Record<string, unknown> }) =>
    apiFetch<Item>(appsPaths.items(ref), { method: 'POST', body: { values } }),
  );

export const useUpdateItem = () =>
  useInvalidating(({ id, values }: { id: string; values: Record<string, unknown> }) =>
    apiFetch<Item>(appsPaths.item(id), { method: 'PUT', body: { values } }),
  );

export const useArchiveItem = () =>
  useInvalidating(({ id, archived }: { id: string; archived: boolean }) =>
    apiFetch<Item>(appsPaths.archive(id), { method: archived ? 'POST' : 'DELETE' }),
  );

export const moveCardRequest = (id: string, body: MoveCardBody) =>
  apiFetch<Card>(appsPaths.move(id), { method: 'POST', body });
