import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsPaths } from '../../../../contract/notifications';
import { apiFetch } from '../../../app/api/client';
import { UNREAD_POLL_MS } from '../../../app/api/unread-timing';
import { notificationKeys } from './notification-keys';
import { applyReadAnswer } from './refresh-counts';
import type { NotificationsFilter, NotificationsPage, UnreadNotifications } from './types';

/** The bell's count; polled like the other counters, refreshed at once by the realtime socket. */
export const useNotificationCount = () =>
  useQuery({
    queryKey: notificationKeys.count,
    queryFn: ({ signal }) => apiFetch<UnreadNotifications>(notificationsPaths.unreadCount, { signal }),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
    select: (answer) => answer.unread_count,
  });

export const useNotificationsPage = (page: number, per: number, filter: NotificationsFilter) =>
  useQuery({
    queryKey: notificationKeys.page(page, per, filter),
    queryFn: ({ signal }) =>
      apiFetch<NotificationsPage>(notificationsPaths.list, { signal, query: { page, per, filter } }),
    placeholderData: keepPreviousData,
  });

export const useMarkNotificationRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<UnreadNotifications>(notificationsPaths.read(encodeURIComponent(id)), {
        method: 'POST',
        body: {},
      }),
    onSuccess: (answer) => applyReadAnswer(client, answer),
  });
};

export const useMarkAllNotificationsRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UnreadNotifications>(notificationsPaths.readAll, { method: 'POST', body: {} }),
    onSuccess: (answer) => applyReadAnswer(client, answer),
  });
};
