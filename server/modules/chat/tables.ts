import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';

/**
 * A chat: the direct chat of two members (`member_low_id` < `member_high_id`, so the pair has one row)
 * or the chat of a group (one row per group, created with its first message or first open).
 * `last_seq` is the sequence number of its newest message; a new message takes `last_seq + 1` under
 * the row lock of this row, so numbers are gapless and ordered within a chat.
 * Member and group ids are not foreign keys: those tables belong to other modules.
 */
export const chats = pgTable(
  'chats',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['member', 'group'] }).notNull(),
    groupId: text('group_id'),
    memberLowId: text('member_low_id'),
    memberHighId: text('member_high_id'),
    /** Who opened it; a direct chat without messages is listed for this member only. */
    createdById: text('created_by_id'),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageId: text('last_message_id'),
    /** Time of the newest message, or of the chat's creation: lists sort by it. */
    lastInteractedAt: timestampColumn('last_interacted_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_group_unique').on(t.groupId).where(sql`${t.groupId} is not null`),
    uniqueIndex('chats_member_pair_unique')
      .on(t.memberLowId, t.memberHighId)
      .where(sql`${t.memberLowId} is not null`),
  ],
);

/**
 * What one member knows of one chat. Both members of a direct chat get a row when it is created; a
 * group member gets one when the chat first reaches them (history before that counts as read).
 *
 * Unread count = chat.last_seq - last_read_seq - own_since_read: every message after the read position
 * that someone else wrote. Sending bumps only the sender's own_since_read, so a message costs one row
 * update per chat and not one per group member; edits and deletes change none of these numbers.
 */
export const chatParticipants = pgTable(
  'chat_participants',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    lastReadMessageId: text('last_read_message_id'),
    /** Messages the member wrote after last_read_seq (they are never unread for their author). */
    ownSinceRead: integer('own_since_read').notNull().default(0),
    lastReceivedSeq: bigint('last_received_seq', { mode: 'number' }).notNull().default(0),
    lastReceivedMessageId: text('last_received_message_id'),
    mutedUntil: timestampColumn('muted_until'),
    /** When the chat appeared for the member (a direct chat is listed once it has a message). */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.memberId] }),
    index('chat_participants_member_idx').on(t.memberId),
  ],
);

export type StoredLinkAttachment = {
  id: string;
  url: string;
  title: string | null;
  description: string | null;
  image_url: string | null;
  show: boolean;
};

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    authorId: text('author_id').notNull(),
    /** The sender's idempotency key: a resend with it answers this row. */
    clientId: text('client_id').notNull(),
    text: text('text').notNull().default(''),
    quotedMessageId: text('quoted_message_id'),
    /** Published uploads owned by this message (files.owner_type 'chat_message'), in order. */
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    linkAttachments: jsonb('link_attachments').$type<StoredLinkAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    deletedAt: timestampColumn('deleted_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_chat_seq_unique').on(t.chatId, t.seq),
    uniqueIndex('chat_messages_client_unique').on(t.authorId, t.clientId),
    index('chat_messages_chat_updated_idx').on(t.chatId, t.updatedAt),
    // The files and images views (chat_attachments) page through the few messages that have some.
    index('chat_messages_files_idx')
      .on(t.chatId, t.seq)
      .where(sql`${t.deletedAt} is null and jsonb_array_length(${t.fileIds}) > 0`),
    index('chat_messages_images_idx')
      .on(t.chatId, t.seq)
      .where(sql`${t.deletedAt} is null and jsonb_array_length(${t.imageIds}) > 0`),
    // Messages holding a link whose crawl had not finished at sending (late-links.ts, same predicate):
    // a finished crawl looks only at these.
    index('chat_messages_bare_links_idx')
      .on(t.id)
      .where(
        sql`${t.deletedAt} is null and jsonb_path_exists(${t.linkAttachments}, '$[*] ? (@.id starts with "link_" && @.title == null)')`,
      ),
  ],
);

/** A member's chosen status; members without a row are online with an empty text. */
export const chatStatuses = pgTable('chat_statuses', {
  memberId: text('member_id').primaryKey(),
  type: text('type', { enum: ['online', 'busy', 'invisible'] }).notNull(),
  text: text('text').notNull().default(''),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

/**
 * Open sockets per server instance and member. An instance refreshes `seen_at` of its rows while it
 * runs; rows of a dead instance go stale and stop counting after PRESENCE_STALE_MS.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    instanceId: text('instance_id').notNull(),
    memberId: text('member_id').notNull(),
    sockets: integer('sockets').notNull().default(1),
    seenAt: timestampColumn('seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.memberId] }),
    index('chat_presence_member_idx').on(t.memberId),
  ],
);

/** Socket tokens: only the SHA-256 of the token is stored; it opens one socket kind and nothing else. */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id').notNull(),
    /** Hash of the session that asked, so that signing out closes the sockets it opened. */
    sessionTokenHash: text('session_token_hash').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_tokens_expires_idx').on(t.expiresAt)],
);
