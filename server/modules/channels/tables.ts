import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AudienceEntry, ChannelDesignColors } from '../../../contract/channels.js';
import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns.js';
import { members } from '../../platform/identity/tables.js';

/**
 * Channels (part 1 section 3). The audience and the editors are kept as chosen (`audience`,
 * `editors`) and as visibility keys (platform/visibility/keys.ts), derived by policy.ts in the
 * transaction that writes them:
 * - `page_keys`: who may open the channel (its audience, its editors, network administrators);
 * - `editor_keys`: who may update it;
 * - `visibility`: who finds it in lists, counts and search: `page_keys` while published, else
 *   `editor_keys` (a draft is nobody else's business).
 */
export const channels = pgTable(
  'channels',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    /** A published file owned by `channel_image` (files module). */
    imageFileId: text('image_file_id'),
    audience: jsonb('audience').$type<AudienceEntry[]>().notNull().default([]),
    editors: jsonb('editors').$type<AudienceEntry[]>().notNull().default([]),
    pageKeys: text('page_keys').array().notNull(),
    editorKeys: text('editor_keys').array().notNull(),
    visibility: text('visibility').array().notNull(),
    /** The channel's base colours (contract ChannelDesignColors); the shades are derived when shown. */
    designColors: jsonb('design_colors').$type<Partial<ChannelDesignColors>>().notNull().default({}),
    /** Kept with every subscribe and unsubscribe, in the same transaction. */
    subscribersCount: integer('subscribers_count').notNull().default(0),
    createdById: text('created_by_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channels_slug_idx').on(t.slug),
    index('channels_visibility_idx').using('gin', t.visibility),
    index('channels_title_idx').on(sql`lower(${t.title})`),
    index('channels_popular_idx').on(t.subscribersCount),
  ],
);

/** A member's subscription to a channel; `favorited` only ever on a subscription (part 1 section 6). */
export const channelSubscriptions = pgTable(
  'channel_subscriptions',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    favorited: boolean('favorited').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.memberId] }),
    index('channel_subscriptions_member_idx').on(t.memberId),
  ],
);

/** The member's last visit of each channel: the "recent" section of the channel lists. */
export const channelVisits = pgTable(
  'channel_visits',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    visitedAt: timestampColumn('visited_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.memberId] }),
    index('channel_visits_member_idx').on(t.memberId, t.visitedAt),
  ],
);
