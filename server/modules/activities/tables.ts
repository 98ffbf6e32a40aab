import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';
import { groups } from '../groups/tables.js';

/**
 * Activity streams. A network stream (`all`, and those administrators add) has a slug and a posting
 * audience; a group's stream is created on its first use and is addressed by the group's slug.
 * `visibility` holds the visibility keys of who may read the stream (platform/visibility/keys.ts);
 * `posting_audience` the keys of who may post to a network stream.
 */
export const activityStreams = pgTable(
  'activity_streams',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['network', 'group'] }).notNull(),
    /** Network streams only; a group stream answers to its group's slug. */
    slug: text('slug'),
    name: text('name').notNull(),
    groupId: text('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    postingAudience: text('posting_audience').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_streams_slug_idx').on(t.slug),
    uniqueIndex('activity_streams_group_idx').on(t.groupId),
  ],
);

/** A member's choice for a network stream; without a row a network stream is subscribed. */
export const activityStreamSubscriptions = pgTable(
  'activity_stream_subscriptions',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    streamId: text('stream_id')
      .notNull()
      .references(() => activityStreams.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.streamId] })],
);

/** A link preview as stored: what the crawler found on the page. */
export type LinkPreviewData = {
  url: string;
  title: string | null;
  description: string | null;
  image_url: string | null;
  site: string;
};

/**
 * Posts and module activities (a new file, an appointment: `object_type`/`object_id` with the card
 * in `object_data`). `visibility` are the keys of the stream, narrowed to the object's own keys for
 * module activities, so whoever may not see the object does not see the activity.
 */
export const activities = pgTable(
  'activities',
  {
    id: idColumn(),
    streamId: text('stream_id')
      .notNull()
      .references(() => activityStreams.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => members.id),
    html: text('html').notNull(),
    plain: text('plain').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    objectData: jsonb('object_data').$type<{ name: string; url: string }>(),
    /** Published files owned by the activity (owner type `activity`), in the author's order. */
    attachmentIds: text('attachment_ids').array().notNull().default(sql`'{}'::text[]`),
    mentionIds: text('mention_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The author's language when writing (their locale); translation is offered to other languages. */
    language: text('language'),
    /** The first link of the text, previewed through the crawler; null when none or the author removed it. */
    linkUrl: text('link_url'),
    /** The preview of `link_url` once its crawl finished (filled by the link preview job). */
    linkPreview: jsonb('link_preview').$type<LinkPreviewData>(),
    visibility: text('visibility').array().notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestampColumn('edited_at'),
  },
  (t) => [
    index('activities_stream_idx').on(t.streamId, t.createdAt, t.id),
    index('activities_author_idx').on(t.authorId, t.createdAt),
    index('activities_created_idx').on(t.createdAt, t.id),
    index('activities_visibility_idx').using('gin', t.visibility),
    index('activities_object_idx').on(t.objectType, t.objectId),
    // The posts a finished crawl fills (link-preview.ts): only those still waiting for their preview.
    index('activities_link_pending_idx')
      .on(t.linkUrl)
      .where(sql`${t.linkUrl} is not null and ${t.linkPreview} is null`),
  ],
);

/** Replies, one level deep. A removed reply keeps its place (state `removed`) without its text. */
export const activityReplies = pgTable(
  'activity_replies',
  {
    id: idColumn(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => members.id),
    html: text('html').notNull(),
    plain: text('plain').notNull(),
    /** The author's language when writing (their locale). */
    language: text('language'),
    state: text('state', { enum: ['published', 'removed'] })
      .notNull()
      .default('published'),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestampColumn('edited_at'),
  },
  (t) => [index('activity_replies_activity_idx').on(t.activityId, t.createdAt)],
);

/** Likes of an activity (`reply_id` null) or of one of its replies. */
export const activityLikes = pgTable(
  'activity_likes',
  {
    id: idColumn(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    replyId: text('reply_id').references(() => activityReplies.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_likes_activity_idx').on(t.activityId, t.memberId).where(sql`${t.replyId} is null`),
    uniqueIndex('activity_likes_reply_idx').on(t.replyId, t.memberId).where(sql`${t.replyId} is not null`),
    index('activity_likes_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** How far a member has read a stream: activities created later are unread. Only ever moves forward. */
export const activityReadPositions = pgTable(
  'activity_read_positions',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    streamId: text('stream_id')
      .notNull()
      .references(() => activityStreams.id, { onDelete: 'cascade' }),
    readAt: timestampColumn('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.streamId] })],
);
