import { z } from 'zod';
import { memberRow } from './members.js';
import { queryInteger } from './primitives.js';
import { tag, tagRefs } from './tags.js';

/**
 * Activity streams (part 1 sections 2.1, 3 and 7, part 3 sections 4, 6 and 7): network streams
 * (`all`, and those administrators add with a posting audience) and one stream per group, addressed by
 * the group's slug. Posts with rich text, attachments, #tags and @mentions; replies one level deep;
 * likes with who liked. Rights reach the web app only as `can` flags.
 */
export const activitiesPaths = {
  /** GET -> streamsList. */
  streams: '/activitystreams.json',
  /** POST (administrators) createStreamBody -> stream. */
  createStream: '/api/v1/activitystreams',
  /** GET ?tag=&before=&per= -> streamPage (a browser navigation gets the page). */
  stream: (slug: string) => `/activitystreams/${slug}`,
  /** POST -> activity. */
  post: (slug: string) => `/api/v1/activitystreams/${slug}/activities`,
  /** POST -> { read_at }: everything up to now is read. */
  read: (slug: string) => `/api/v1/activitystreams/${slug}/read`,
  /** POST / DELETE -> subscriptionStatus. */
  subscribe: (slug: string) => `/activitystreams/${slug}/subscribe`,
  /** GET ?tag=&before=&per= -> streamPage of the group's stream. */
  group: (groupSlug: string) => `/groups/${groupSlug}/activities`,
  /** GET ?before=&per= -> activitiesPage. */
  memberActivities: (memberId: string) => `/members/${memberId}/activities`,
  /** GET ?before=&per= -> activitiesPage: what the member liked. */
  memberLikes: (memberId: string) => `/members/${memberId}/likes`,
  /** GET -> activity; PUT editActivityBody -> activity; DELETE -> 204. */
  activity: (id: string) => `/api/v1/activities/${id}`,
  /** GET -> replyList; POST replyBody -> reply. */
  replies: (activityId: string) => `/api/v1/activities/${activityId}/replies`,
  /** PUT replyBody -> reply; DELETE -> reply (state removed). */
  reply: (activityId: string, replyId: string) => `/api/v1/activities/${activityId}/replies/${replyId}`,
  /** GET -> likers; POST / DELETE -> likeState. */
  activityLikes: (activityId: string) => `/api/v1/activities/${activityId}/likes`,
  /** GET -> likers; POST / DELETE -> likeState. */
  replyLikes: (activityId: string, replyId: string) =>
    `/api/v1/activities/${activityId}/replies/${replyId}/likes`,
  /** DELETE -> 204: the author takes the link preview off the post. */
  linkPreview: (activityId: string) => `/api/v1/activities/${activityId}/link_preview`,
  /** GET -> activityTranslation (part 1: GET /translations/{lng}/{type}/{id}); 404 without a provider. */
  translation: (lang: string, type: 'activity' | 'activity_reply', id: string) =>
    `/translations/${lang}/${type}/${id}`,
  /** Atom feeds, authenticated by the member's authentication token. */
  groupFeed: (groupSlug: string, token: string) =>
    `/groups/${groupSlug}/activities.atom?token=${encodeURIComponent(token)}`,
  streamFeed: (slug: string, token: string) =>
    `/activitystreams/${slug}/activities.atom?token=${encodeURIComponent(token)}`,
} as const;

export const subscriptionStatus = z.object({ subscription_status: z.enum(['subscribed', 'unsubscribed']) });

export const stream = z.object({
  id: z.string(),
  /** What the paths take: the network stream's slug or the group's slug. */
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['network', 'group']),
  group_id: z.string().nullable(),
  subscription_status: z.enum(['subscribed', 'unsubscribed']),
  /** The stream's atom feed with the member's authentication token; null without a token. */
  atom_url: z.string().nullable(),
  can: z.object({ post: z.boolean(), subscribe: z.boolean() }),
});
export type Stream = z.infer<typeof stream>;

export const streamsList = z.object({
  streams: z.array(stream),
  can: z.object({ create_stream: z.boolean() }),
});
export type StreamsList = z.infer<typeof streamsList>;

/** Who may post to a network stream (part 1 section 3 audience options). */
export const audienceEntry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('system_role'), id: z.enum(['network_admin', 'network_member']) }),
  z.object({ type: z.literal('member'), id: z.string().max(100) }),
  z.object({ type: z.literal('group'), id: z.string().max(200) }),
  z.object({ type: z.literal('membership_role'), id: z.string().max(100) }),
]);

export const createStreamBody = z.object({
  name: z.string().trim().min(1, 'activities.validation_errors.name_empty').max(100),
  slug: z
    .string()
    .trim()
    .min(1, 'activities.validation_errors.slug_empty')
    .max(60)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'activities.validation_errors.slug_invalid'),
  posting_audience: z.array(audienceEntry).min(1, 'activities.validation_errors.audience_empty').max(100),
});
export type CreateStreamBody = z.infer<typeof createStreamBody>;

export const attachment = z.object({
  id: z.string(),
  type: z.enum(['file', 'image']),
  name: z.string(),
  extension: z.string(),
  content_type: z.string(),
  size: z.number(),
  url: z.string(),
});

export const replyItem = z.object({
  id: z.string(),
  activity_id: z.string(),
  /** `removed` replies keep their place without author text; the web app hides them. */
  state: z.enum(['published', 'removed']),
  author: memberRow.nullable(),
  html_content: z.string(),
  created_at: z.string(),
  edited: z.boolean(),
  like_count: z.number(),
  liked: z.boolean(),
  can: z.object({ update: z.boolean(), destroy: z.boolean(), like: z.boolean(), translate: z.boolean() }),
});
export type ReplyItem = z.infer<typeof replyItem>;

export const activity = z.object({
  id: z.string(),
  stream: z.object({ slug: z.string(), name: z.string(), kind: z.enum(['network', 'group']) }),
  author: memberRow.nullable(),
  html_content: z.string(),
  created_at: z.string(),
  edited: z.boolean(),
  /** The thing a module activity is about (a new file, an appointment), as a card. */
  object: z.object({ type: z.string(), id: z.string(), name: z.string(), url: z.string() }).nullable(),
  attachments: z.array(attachment),
  /** The preview of the first link of the text, once the crawler has read the page. */
  link_preview: z
    .object({
      url: z.string(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      image_url: z.string().nullable(),
      site: z.string(),
    })
    .nullable(),
  tags: z.array(tag),
  mentions: z.array(memberRow),
  like_count: z.number(),
  liked: z.boolean(),
  reply_count: z.number(),
  /** The latest replies (oldest first), at most REPLIES_SHOWN; the rest through `replies`. */
  replies: z.array(replyItem),
  can: z.object({
    update: z.boolean(),
    destroy: z.boolean(),
    reply: z.boolean(),
    like: z.boolean(),
    /** Written in another language than the viewer's, and the installation translates. */
    translate: z.boolean(),
    /** Report it as abuse: while the network enables reports, on others' posts. */
    report: z.boolean(),
  }),
});
export type Activity = z.infer<typeof activity>;

export const REPLIES_SHOWN = 3;

export const activitiesPage = z.object({
  activities: z.array(activity),
  /** Pass as `before` for the next (older) page; null at the end. */
  next_cursor: z.string().nullable(),
});
export type ActivitiesPage = z.infer<typeof activitiesPage>;

export const streamPage = activitiesPage.extend({ stream, tag: tag.nullable() });
export type StreamPage = z.infer<typeof streamPage>;

export const pageQuery = z.object({
  before: z.string().max(100).optional(),
  per: queryInteger(1, 50).default(20),
});
export const streamQuery = pageQuery.extend({ tag: z.string().max(100).optional() });

const content = z.string().max(100_000);

export const createActivityBody = z.object({
  html_content: content,
  attachments: z.array(z.string().max(100)).max(50).default([]),
  mention_ids: z.array(z.string().max(100)).max(100).default([]),
  tags: tagRefs.default([]),
});
export type CreateActivityBody = z.input<typeof createActivityBody>;

export const editActivityBody = z.object({
  html_content: content,
  mention_ids: z.array(z.string().max(100)).max(100).default([]),
  tags: tagRefs.default([]),
});

export const replyBody = z.object({
  html_content: content,
  mention_ids: z.array(z.string().max(100)).max(100).default([]),
});
export type ReplyBody = z.input<typeof replyBody>;

export const replyList = z.object({ replies: z.array(replyItem) });
export const likeState = z.object({ like_count: z.number(), liked: z.boolean() });
export const likers = z.object({ members: z.array(memberRow), total: z.number() });
export type Likers = z.infer<typeof likers>;
export const readPosition = z.object({ read_at: z.string() });

/** A machine translation of an activity's or reply's text (sanitised HTML). */
export const activityTranslation = z.object({ id: z.string(), lang: z.string(), html_content: z.string() });
export type ActivityTranslation = z.infer<typeof activityTranslation>;
