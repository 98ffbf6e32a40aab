import type { NotificationsFilter } from './types';

/** Query keys of the notifications; everything under `all`, so one invalidation reaches them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  pages: ['notifications', 'page'] as const,
  page: (page: number, per: number, filter: NotificationsFilter) =>
    ['notifications', 'page', page, per, filter] as const,
};
