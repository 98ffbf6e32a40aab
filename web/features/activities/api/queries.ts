import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  type Activity,
  activitiesPaths,
  type Likers,
  type ReplyItem,
  type StreamPage,
} from '../../../../contract/activities';
import { apiFetch } from '../../../app/api/client';
import { activityKeys } from './activity-keys';

/** A stream page by page, newest first (infinite scroll); `tag` filters by a #tag. */
export const useStream = (slug: string, group: boolean, tag: string | null) =>
  useInfiniteQuery({
    queryKey: activityKeys.stream(slug, tag),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<StreamPage>(group ? activitiesPaths.group(slug) : activitiesPaths.stream(slug), {
        signal,
        query: { before: pageParam ?? undefined, tag: tag ?? undefined },
      }),
    getNextPageParam: (last) => last.next_cursor,
  });

export const useActivity = (id: string) =>
  useQuery({
    queryKey: activityKeys.activity(id),
    queryFn: ({ signal }) => apiFetch<Activity>(activitiesPaths.activity(id), { signal }),
  });

/** Every reply of an activity, once the member asks for more than the latest. */
export const useReplies = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: activityKeys.replies(id),
    enabled,
    queryFn: ({ signal }) => apiFetch<{ replies: ReplyItem[] }>(activitiesPaths.replies(id), { signal }),
  });

export const useLikers = (activityId: string, replyId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: activityKeys.likers(activityId, replyId),
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<Likers>(
        replyId ? activitiesPaths.replyLikes(activityId, replyId) : activitiesPaths.activityLikes(activityId),
        { signal },
      ),
  });
