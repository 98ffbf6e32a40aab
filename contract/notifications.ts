import { z } from 'zod';
import { memberRow } from './members.js';

/**
 * Notifications: one entry per member, kind and thread, consolidated ("Anna and 3 others replied to
 * your post") and never shown twice. The web app words an entry with the kind's string
 * `js.notifications.kinds.<kind>` and the entry's `data` (a snapshot such as the post's title).
 */
export const notificationsPaths = {
  /** GET ?page=&per=&filter=all|unread -> notificationsPage. */
  list: '/api/v1/notifications',
  /** GET -> unreadNotifications. */
  unreadCount: '/api/v1/notifications/unread_count',
  /** POST -> unreadNotifications (after marking the entry read). */
  read: (id: string) => `/api/v1/notifications/${id}/read`,
  /** POST -> unreadNotifications (0). */
  readAll: '/api/v1/notifications/read_all',
} as const;

export const notification = z.object({
  id: z.string(),
  kind: z.string(),
  /** Where the entry leads; opening the thing marks its notifications read. */
  url: z.string(),
  /** The most recent actors the member may see, newest first (at most 3). */
  actors: z.array(memberRow),
  /** How many members acted since the member last read the entry, those not shown included. */
  actor_count: z.number(),
  /** How many events the entry holds since the member last read it. */
  count: z.number(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per: z.coerce.number().int().min(1).max(50).default(20),
  filter: z.enum(['all', 'unread']).default('all'),
});

export const notificationsPage = z.object({
  entries: z.array(notification),
  total: z.number(),
  unread_count: z.number(),
  page: z.number(),
  per: z.number(),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const unreadNotifications = z.object({ unread_count: z.number() });
