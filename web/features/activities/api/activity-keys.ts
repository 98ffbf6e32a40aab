/** Query keys of the activities feature; every stream page sits under `all` for invalidation. */
export const activityKeys = {
  all: ['activities'] as const,
  streams: ['activities', 'streams'] as const,
  stream: (slug: string, tag: string | null) => ['activities', 'stream', slug, tag] as const,
  activity: (id: string) => ['activities', 'detail', id] as const,
  replies: (id: string) => ['activities', 'replies', id] as const,
  likers: (activityId: string, replyId: string | null) =>
    ['activities', 'likers', activityId, replyId] as const,
};
