import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Activity,
  activitiesPaths,
  type CreateActivityBody,
  type ReplyBody,
  type ReplyItem,
} from '../../../../contract/activities';
import { apiFetch } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/query-keys';
import { activityKeys } from './activity-keys';

/** After any write the stream pages and the open activity are fetched again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activityKeys.all });
};

export const usePostActivity = (slug: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateActivityBody) =>
      apiFetch<Activity>(activitiesPaths.post(slug), { method: 'POST', body, idempotent: true }),
    onSuccess: refresh,
  });
};

export const useReply = (activityId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReplyBody) =>
      apiFetch<ReplyItem>(activitiesPaths.replies(activityId), { method: 'POST', body, idempotent: true }),
    onSuccess: refresh,
  });
};

export const useLike = (activityId: string, replyId: string | null) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (like: boolean) =>
      apiFetch<{ like_count: number; liked: boolean }>(
        replyId ? activitiesPaths.replyLikes(activityId, replyId) : activitiesPaths.activityLikes(activityId),
        { method: like ? 'POST' : 'DELETE' },
      ),
    onSuccess: refresh,
  });
};

export const useDeleteActivity = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(activitiesPaths.activity(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
};

export const useRemoveReply = (activityId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (replyId: string) =>
      apiFetch<ReplyItem>(activitiesPaths.reply(activityId, replyId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
};

/** The stream is read up to now: the unread badges follow. */
export const useMarkStreamRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      apiFetch<{ read_at: string }>(activitiesPaths.read(slug), { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadActivities });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreadFeatures });
      void queryClient.invalidateQueries({ queryKey: queryKeys.unreads });
    },
  });
};

export const useRemoveLinkPreview = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(activitiesPaths.linkPreview(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
};

/** Times after a post at which its link preview, filled by the crawler after the commit, is looked for. */
const LINK_PREVIEW_CHECKS_MS = [3_000, 10_000];

/**
 * The server fills a post's link preview once the crawler has read the page; the stream is fetched
 * again shortly after such a post so the author sees the card appear without reloading.
 */
export const useLinkPreviewRefresh = () => {
  const refresh = useRefresh();
  return (posted: Activity, html: string) => {
    if (posted.link_preview || !/https?:\/\//i.test(html)) return;
    for (const delay of LINK_PREVIEW_CHECKS_MS) setTimeout(() => void refresh(), delay);
  };
};
