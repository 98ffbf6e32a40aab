import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChannelLayout,
  type ChannelWidget,
  type ChannelWidgetList,
  channelWidgetPaths,
  type LayoutRow,
} from '../../../contract/channel-widgets';
import { apiFetch, isApiError } from '../../app/api/client';

export const channelWidgetKeys = {
  widgets: (slug: string) => ['channel-widgets', slug, 'widgets'] as const,
  widget: (slug: string, id: string) => ['channel-widgets', slug, 'widget', id] as const,
  layout: (slug: string) => ['channel-widgets', slug, 'layout'] as const,
};

const noRetryOn404 = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.status === 404);

/** GET /channels/{slug}/widgets: every widget with its data. */
export const useChannelWidgets = (slug: string, enabled = true) =>
  useQuery({
    queryKey: channelWidgetKeys.widgets(slug),
    queryFn: ({ signal }) => apiFetch<ChannelWidgetList>(channelWidgetPaths.widgets(slug), { signal }),
    retry: noRetryOn404,
    enabled,
  });

/** GET /channels/{slug}/widgets/{id} */
export const useChannelWidget = (slug: string, id: string) =>
  useQuery({
    queryKey: channelWidgetKeys.widget(slug, id),
    queryFn: ({ signal }) => apiFetch<ChannelWidget>(channelWidgetPaths.widget(slug, id), { signal }),
    retry: noRetryOn404,
  });

/** GET /channels/{slug}/layout */
export const useChannelLayout = (slug: string, enabled = true) =>
  useQuery({
    queryKey: channelWidgetKeys.layout(slug),
    queryFn: ({ signal }) => apiFetch<ChannelLayout>(channelWidgetPaths.layout(slug), { signal }),
    retry: noRetryOn404,
    enabled,
  });

/** PUT /channels/{slug}/layout */
export const useSaveLayout = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: LayoutRow[]) =>
      apiFetch<ChannelLayout>(channelWidgetPaths.layout(slug), { method: 'PUT', body: { rows } }),
    onSuccess: (layout) => queryClient.setQueryData(channelWidgetKeys.layout(slug), layout),
  });
};

const useRefreshWidgets = (slug: string) => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['channel-widgets', slug] });
};

/** POST /channels/{slug}/widgets, or PUT /channels/{slug}/widgets/{id} when `id` is given. */
export const useSaveWidget = (slug: string, id?: string) => {
  const refresh = useRefreshWidgets(slug);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id
        ? apiFetch<ChannelWidget>(channelWidgetPaths.widget(slug, id), { method: 'PUT', body })
        : apiFetch<ChannelWidget>(channelWidgetPaths.widgets(slug), {
            method: 'POST',
            body,
            idempotent: true,
          }),
    onSuccess: refresh,
  });
};

/** DELETE /channels/{slug}/widgets/{id} */
export const useDeleteWidget = (slug: string) => {
  const refresh = useRefreshWidgets(slug);
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(channelWidgetPaths.widget(slug, id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
};
