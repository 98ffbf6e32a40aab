import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, timestampColumn } from '../../db/columns.js';

/**
 * A direct message as its author wrote it. Recipients are rows of message_recipients, written when the
 * message is sent (a group's members at that moment), so later joiners never see it.
 * Member and group ids are not foreign keys: those tables belong to other modules.
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    authorId: text('author_id').notNull(),
    subject: text('subject').notNull().default(''),
    /** Sanitised HTML (platform/rich-text.ts); never stored unsanitised. */
    content: text('content').notNull().default(''),
    /** Text of the content for previews, mails and search. */
    plainContent: text('plain_content').notNull().default(''),
    /** The first message of the conversation; a starter points to itself. */
    conversationStarterId: text('conversation_starter_id').notNull(),
    toGroupId: text('to_group_id'),
    /** The group's name and slug when the message was sent, as a mail keeps its To line. */
    toGroupName: text('to_group_name'),
    toGroupSlug: text('to_group_slug'),
    toAllNetworkMembers: boolean('to_all_network_members').notNull().default(false),
    /** Everyone who received it, counted once at sending. */
    toCount: integer('to_count').notNull().default(0),
    attachmentsCount: integer('attachments_count').notNull().default(0),
    /** Replies filed under this message when it starts a conversation. */
    repliesCount: integer('replies_count').notNull().default(0),
    /** The author removed it from the sent list. */
    authorDeletedAt: timestampColumn('author_deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The sent list: newest first among what the author kept.
    index('messages_sent_idx')
      .on(t.authorId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.authorDeletedAt} is null`),
    index('messages_conversation_idx').on(t.conversationStarterId, t.createdAt),
  ],
);

/**
 * One row per recipient. `created_at` repeats the message's so the inbox is one index range in order;
 * `addressed` marks members named in `to` (as opposed to reached through a group or everyone).
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    addressed: boolean('addressed').notNull().default(false),
    readAt: timestampColumn('read_at'),
    deletedAt: timestampColumn('deleted_at'),
    /** Set once the notification mail went out, so a retried job does not mail twice. */
    notifiedAt: timestampColumn('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'message_recipients_pk', columns: [t.messageId, t.memberId] }),
    // The inbox page: an index-only range over the member's kept messages, newest first.
    index('message_recipients_inbox_idx')
      .on(t.memberId, t.createdAt.desc(), t.messageId.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Files attached to a message (the files module owns the file; see files/attachments.ts). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'message_attachments_pk', columns: [t.messageId, t.fileId] }),
    index('message_attachments_file_idx').on(t.fileId),
  ],
);

/**
 * Per-member totals of the inbox, its unread part and the sent list, kept in the same transaction as
 * every change, so list totals and the polled unread counter cost one primary-key lookup instead of
 * counting up to 100,000 rows.
 */
export const messageCounters = pgTable('message_counters', {
  memberId: text('member_id').primaryKey(),
  inbox: integer('inbox').notNull().default(0),
  unread: integer('unread').notNull().default(0),
  sent: integer('sent').notNull().default(0),
});
