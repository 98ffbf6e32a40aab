import { z } from 'zod';

/** GET /unreads/features: counts per feature; modules fill their own. */
export const unreadFeatures = z.object({
  Activitystreams: z.number(),
  Calendars: z.number(),
  Messages: z.number(),
});
export type UnreadFeatures = z.infer<typeof unreadFeatures>;

/** GET /unreads/activities: unread activities per stream (slug), `all` for the network stream. */
export const unreadActivities = z.object({ streams: z.record(z.string(), z.number()), total: z.number() });

/** GET /api/v1/unreads: the derived counts (part 1 section 3). */
export const unreads = z.object({
  activitystreams: z.number(),
  appointments: z.number(),
  messages: z.number(),
  chat: z.number(),
  total: z.number(),
});
export type Unreads = z.infer<typeof unreads>;

/** GET /unreads/folders: unread files per folder id. */
export const unreadFolders = z.record(z.string(), z.number());
