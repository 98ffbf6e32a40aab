import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Channel,
  type ChannelDesign,
  type ChannelDesignBody,
  type ChannelSections,
  type CreateChannelBody,
  channelPaths,
  type UpdateChannelBody,
} from '../../../../contract/channels';
import { apiFetch, isApiError } from '../../../app/api/client';

/** Query keys of channels; every write refreshes the lists and the directory's channels tab. */
export const channelKeys = {
  all: ['channels'] as const,
  sections: ['channels', 'sections'] as const,
  channel: (slug: string) => ['channels', 'detail', slug] as const,
};

const noRetryOn404 = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && error.status === 404);

/** GET /channels: subscribed, recent and popular channels, and whether the viewer may create one. */
export const useChannelSections = () =>
  useQuery({
    queryKey: channelKeys.sections,
    queryFn: ({ signal }) => apiFetch<ChannelSections>(channelPaths.channels, { signal }),
  });

/** GET /channels/{slug}. */
export const useChannel = (slug: string) =>
  useQuery({
    queryKey: channelKeys.channel(slug),
    queryFn: ({ signal }) => apiFetch<Channel>(channelPaths.channel(slug), { signal }),
    retry: noRetryOn404,
  });

const useRefreshChannels = () => {
  const queryClient = useQueryClient();
  return (channel?: Channel) => {
    if (channel) queryClient.setQueryData(channelKeys.channel(channel.slug), channel);
    void queryClient.invalidateQueries({ queryKey: channelKeys.sections });
    void queryClient.invalidateQueries({ queryKey: ['directory'] });
  };
};

/** POST /channels, under one Idempotency-Key per submit. */
export const useCreateChannel = () => {
  const refresh = useRefreshChannels();
  return useMutation({
    mutationFn: (body: CreateChannelBody) =>
      apiFetch<Channel>(channelPaths.channels, { method: 'POST', body, idempotent: true }),
    onSuccess: refresh,
  });
};

/** PUT /channels/{slug}. */
export const useUpdateChannel = (slug: string) => {
  const refresh = useRefreshChannels();
  return useMutation({
    mutationFn: (body: UpdateChannelBody) =>
      apiFetch<Channel>(channelPaths.channel(slug), { method: 'PUT', body }),
    onSuccess: refresh,
  });
};

/** POST /channels/{slug}/subscribe or /unsubscribe; the answer is the channel with its new count. */
export const useChannelSubscription = () => {
  const refresh = useRefreshChannels();
  return useMutation({
    mutationFn: ({ slug, subscribe }: { slug: string; subscribe: boolean }) =>
      apiFetch<Channel>(subscribe ? channelPaths.subscribe(slug) : channelPaths.unsubscribe(slug), {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
};

/** POST or DELETE /channels/{slug}/favorite. */
export const useChannelFavorite = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorited: boolean) =>
      apiFetch<{ favorited: boolean }>(channelPaths.favorite(slug), {
        method: favorited ? 'POST' : 'DELETE',
      }),
    onSuccess: ({ favorited }) => {
      queryClient.setQueryData<Channel>(channelKeys.channel(slug), (channel) =>
        channel ? { ...channel, i: { ...channel.i, favorited } } : channel,
      );
      void queryClient.invalidateQueries({ queryKey: channelKeys.sections });
    },
  });
};

/** GET /channels/{slug}/design: the colours, for those who may update the channel (404 otherwise). */
export const useChannelDesign = (slug: string) =>
  useQuery({
    queryKey: [...channelKeys.channel(slug), 'design'],
    queryFn: ({ signal }) => apiFetch<ChannelDesign>(channelPaths.design(slug), { signal }),
    retry: noRetryOn404,
  });

/** PUT /channels/{slug}/design; the channel is fetched again for its new colours. */
export const useSaveChannelDesign = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelDesignBody) =>
      apiFetch<ChannelDesign>(channelPaths.design(slug), { method: 'PUT', body }),
    onSuccess: (design) => {
      queryClient.setQueryData([...channelKeys.channel(slug), 'design'], design);
      void queryClient.invalidateQueries({ queryKey: channelKeys.channel(slug), exact: true });
    },
  });
};
