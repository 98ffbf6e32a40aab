import { z } from 'zod';
import { memberRow } from './members.js';
import { queryInteger } from './primitives.js';

/**
 * Direct messages (issue 7, part 2 sections 2-9). Every path is the spec's; the attachment download
 * and the translation answer are shapes the spec leaves open.
 */
export const messagesPaths = {
  /**
   * GET ?limit=10&offset= -> messageList (inbox). POST sendBody -> 201 messageDetail, or 200 with the
   * message sent before under the same Idempotency-Key (contract/idempotency.ts).
   */
  inbox: '/api/v1/messages',
  /** GET ?limit=10&offset= -> messageList (sent by the viewer). */
  sent: '/api/v1/messages/sent',
  /** GET -> messageDetail (a recipient's unread message becomes read); DELETE removes it from the inbox. */
  message: (id: string) => `/api/v1/messages/${id}`,
  /** DELETE -> 204: removes one message from the viewer's sent list. */
  sentMessage: (id: string) => `/api/v1/messages/sent/${id}`,
  /** POST marks read, DELETE marks unread -> readResult. */
  read: (id: string) => `/api/v1/messages/${id}/read`,
  /** POST marks read, DELETE marks unread; body messageIdsBody -> bulkResult. */
  bulkRead: '/api/v1/messages/read',
  /** DELETE messageIdsBody -> bulkResult: from the inbox. */
  bulkDelete: '/api/v1/messages/delete',
  /** DELETE messageIdsBody -> bulkResult: from the sent list. */
  bulkDeleteSent: '/api/v1/messages/sent/delete',
  /** GET -> translationResult; 404 unless the network translates automatically and a provider is set. */
  translation: (lang: string, id: string) => `/translations/${lang}/message/${id}`,
  /**
   * GET: the attachment itself (?download for Content-Disposition attachment). The page path
   * /messages/{id}/files/{fileId} of part 2 serves the same to fetches; browser navigations to it
   * get the SPA, so links use this API path.
   */
  attachment: (id: string, fileId: string) => `/api/v1/messages/${id}/files/${fileId}`,
  attachmentPage: (id: string, fileId: string) => `/messages/${id}/files/${fileId}`,
} as const;

/** Part 2 section 9. */
export const MESSAGES_PAGE_SIZE = 10;
export const MESSAGES_MAX_LIMIT = 50;
/** Subject length and content size the server accepts. */
export const SUBJECT_MAX_LENGTH = 255;
export const CONTENT_MAX_LENGTH = 200_000;
export const MAX_RECIPIENTS = 500;
export const MAX_ATTACHMENTS = 20;

export const messageId = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');

export const listQuery = z.object({
  limit: queryInteger(1, MESSAGES_MAX_LIMIT).default(MESSAGES_PAGE_SIZE),
  offset: queryInteger(0, 10_000_000).default(0),
});

export const messageGroup = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const messageAttachment = z.object({
  id: z.string(),
  extension: z.string(),
  original_filename: z.string(),
  size: z.number(),
  /** Download link (API path, see messagesPaths.attachment). */
  path: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

/**
 * A row of the inbox or sent list. `author` is null when the author's account is gone. `to` lists
 * the members addressed by name (at most TO_PREVIEW in lists); group and all-member fan-out is
 * `to_group` / `to_all_network_members`, and `to_count` counts everyone who received the message.
 */
export const messageSummary = z.object({
  id: z.string(),
  subject: z.string(),
  /** Start of the plain text, for the list. */
  preview: z.string(),
  created_at: z.string(),
  author: memberRow.nullable(),
  to: z.array(memberRow),
  to_count: z.number(),
  to_group: messageGroup.nullable(),
  to_all_network_members: z.boolean(),
  conversation_starter_id: z.string(),
  has_replies: z.boolean(),
  has_attachments: z.boolean(),
  /** The viewer's state: always read in the sent list. */
  i: z.object({ read: z.boolean() }),
});
export type MessageSummary = z.infer<typeof messageSummary>;
export const TO_PREVIEW = 5;

export const messageList = z.object({
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  messages: z.array(messageSummary),
});
export type MessageList = z.infer<typeof messageList>;

/** One message of a conversation's history (newest first), as the viewer may see it. */
export const conversationMessage = messageSummary.extend({
  content: z.string(),
  attachments: z.array(messageAttachment),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const messageCan = z.object({
  /** Reply, reply all and share follow can.send_direct_messages of the viewer. */
  reply: z.boolean(),
  reply_all: z.boolean(),
  share: z.boolean(),
  /** Only privileged members address all network members (never in replies). */
  send_to_all: z.boolean(),
  delete: z.boolean(),
  translate: z.boolean(),
});

/** GET /api/v1/messages/{id}. `content` and `html_content` are the same sanitised HTML. */
export const messageDetail = conversationMessage.extend({
  html_content: z.string(),
  plain_content: z.string(),
  /** Other messages of the conversation the viewer may see, newest first (at most 50). */
  conversation: z.array(conversationMessage),
  /** All messages of the conversation the viewer may see, this one included. */
  conversation_length: z.number(),
  /** True when the viewer received the message (not only sent it). */
  received: z.boolean(),
  can: messageCan,
});
export type MessageDetail = z.infer<typeof messageDetail>;

/** POST /api/v1/messages (part 2 section 3). Attachments are ids of the sender's volatile uploads. */
export const sendBody = z.object({
  to: z.array(messageId).max(MAX_RECIPIENTS).default([]),
  to_group: messageId.nullish(),
  to_all_network_members: z.boolean().default(false),
  subject: z.string().max(SUBJECT_MAX_LENGTH).default(''),
  content: z.string().max(CONTENT_MAX_LENGTH).default(''),
  attachments: z
    .array(z.union([messageId, z.object({ id: messageId })]))
    .max(MAX_ATTACHMENTS)
    .default([]),
  /** Any message of the conversation being answered or forwarded; the server files it under its starter. */
  conversation_starter_id: messageId.nullish(),
});
export type SendBody = z.input<typeof sendBody>;

export const messageIdsBody = z.object({ message_ids: z.array(z.string().max(64)).max(1000) });
export type MessageIdsBody = z.infer<typeof messageIdsBody>;

/** Bulk answers name the ids that were changed; foreign and unknown ids are silently left out. */
export const bulkResult = z.object({ message_ids: z.array(z.string()) });
export const readResult = z.object({ id: z.string(), read: z.boolean() });

export const translationResult = z.object({
  id: z.string(),
  lang: z.string(),
  subject: z.string(),
  content: z.string(),
});
export type TranslationResult = z.infer<typeof translationResult>;
