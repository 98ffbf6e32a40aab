import type { z } from 'zod';
import type { notificationsQuery } from '../../../../contract/notifications';

export type {
  Notification,
  NotificationsPage,
} from '../../../../contract/notifications';
export type NotificationsFilter = z.infer<typeof notificationsQuery>['filter'];
export type UnreadNotifications = { unread_count: number };
