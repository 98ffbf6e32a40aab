import { z } from 'zod';
import {
  CHAT_CLIENT_ID_MAX,
  CHAT_LINK_ATTACHMENTS_MAX,
  CHAT_LIST_MAX,
  CHAT_PAGE_MAX,
  CHAT_TEXT_MAX,
  chat,
  chatAttachment,
  chatAttachmentType,
  chatId,
  chatMember,
  chatMessage,
  chatState,
  entityId,
  linkAttachment,
  ownStatus,
  partnerState,
  statusType,
  topic,
  visibleStatus,
} from './chat.js';
import { bigInteger, integer, isoDateTime } from './primitives.js';

/**
 * The chat protocol's frames: what a client may ask (requests), what the server answers (replies) and
 * what it pushes unasked (pushes), with the frame envelopes and error codes. The shapes they carry and
 * the protocol's constants are contract/chat.ts; docs/chat-protocol.md describes both with examples.
 */

// ---------------------------------------------------------------------------------------------------
// Client events (request payloads) and their reply payloads

export const mutePeriod = z.enum(['one_hour', 'end_of_day', 'end_of_week', 'forever']);
export type MutePeriod = z.infer<typeof mutePeriod>;

const empty = z.object({}).strict();
const chatRef = z.object({ chat_id: chatId });

export const requests = {
  /** Keep-alive; reply {}. */
  heartbeat: empty,
  /** Subscribe to a topic (network:, member:, group:, app-wall:); foreign topics fail with not_found. */
  join: z.object({ topic }),
  leave: z.object({ topic }),
  /** Own member, status and flags; reply myProfile. */
  my_profile: empty,
  /** The viewer's chats, newest interaction first; reply { chats }. */
  my_chats: z.object({ limit: integer(1, CHAT_LIST_MAX).optional() }),
  /** One chat (chat action chat_details); reply { chat }. */
  chat_details: chatRef,
  /**
   * Chat action open: the chat and its newest page of messages (ascending by seq); reply
   * { chat, messages, has_more }. Opening a member chat does not create it.
   */
  open: chatRef.extend({ limit: integer(1, CHAT_PAGE_MAX).optional() }),
  /**
   * Pages (chat action more_messages), ascending by seq. before_seq: older page ending just below it;
   * after_seq: what came after it (resync after reconnect; repeat while has_more). updated_after
   * (ISO): messages edited or deleted after that time, for refreshing loaded pages.
   */
  more_messages: chatRef.extend({
    before_seq: bigInteger(0).optional(),
    after_seq: bigInteger(0).optional(),
    updated_after: isoDateTime().optional(),
    limit: integer(1, CHAT_PAGE_MAX).optional(),
  }),
  /**
   * Chat action send. client_id is unique per sender: a resend with the same client_id answers the
   * stored message and changes nothing. file_ids / image_ids are volatile uploads of the sender.
   */
  message: chatRef.extend({
    client_id: z.string().min(1).max(CHAT_CLIENT_ID_MAX),
    text: z.string().max(CHAT_TEXT_MAX),
    quoted_message_id: entityId.nullish(),
    file_ids: z.array(entityId).max(100).optional(),
    image_ids: z.array(entityId).max(100).optional(),
    link_attachments: z
      .array(z.object({ url: z.string().max(2048), show: z.boolean() }))
      .max(CHAT_LINK_ATTACHMENTS_MAX)
      .optional(),
  }),
  /**
   * The files or images of a chat's messages (not deleted ones), newest message first; reply
   * { attachments, has_more }. A page ends with a whole message, so it may hold a few more than limit;
   * the next page asks before_seq: the seq of its last entry.
   */
  chat_attachments: chatRef.extend({
    type: chatAttachmentType,
    before_seq: bigInteger(0).optional(),
    limit: integer(1, CHAT_PAGE_MAX).optional(),
  }),
  update_message: chatRef.extend({ id: entityId, text: z.string().max(CHAT_TEXT_MAX) }),
  /** Chat action delete. */
  delete_message: chatRef.extend({ id: entityId }),
  /** Marks everything up to message_id read; reply { chat }. */
  mark_as_read: chatRef.extend({ message_id: entityId }),
  /** The recipient's client got message_id (delivery state received); reply {}. */
  mark_as_received: chatRef.extend({ message_id: entityId }),
  /** Chat action mute; reply { chat }. */
  mute_chat: chatRef.extend({ period: mutePeriod }),
  unmute_chat: chatRef,
  /** Relayed to the other members of the chat, not stored; reply {}. */
  composing: chatRef,
  /**
   * Starts a chat with a member (member_id) or opens a group chat (group_id); reply { chat }.
   * The chat appears in the list of both members once it has a message.
   */
  create_chat: z.union([
    z.object({ member_id: entityId }).strict(),
    z.object({ group_id: entityId }).strict(),
  ]),
  /** Text: at most 100 characters, line breaks become spaces; reply myProfile. */
  set_status: z.object({ type: statusType, text: z.string().max(1000) }),
  /**
   * With urls: previews for links typed in the composer (internal ones resolved at once, external ones
   * from finished crawls, otherwise loading with a crawl started). With chat_id: the links shared in
   * that chat, newest first (view showChatLinks). Reply { link_attachments }.
   */
  get_link_attachments: z.union([
    z.object({ urls: z.array(z.string().max(2048)).min(1).max(CHAT_LINK_ATTACHMENTS_MAX) }).strict(),
    z.object({ chat_id: chatId, limit: integer(1, CHAT_PAGE_MAX).optional() }).strict(),
  ]),
} as const;

export type ChatEventName = keyof typeof requests;
export const chatEventNames = Object.keys(requests) as ChatEventName[];
export type ChatRequest<E extends ChatEventName> = z.infer<(typeof requests)[E]>;

export const myProfile = z.object({
  member: chatMember,
  network_id: z.string(),
  status: ownStatus,
  show_online_status: z.boolean(),
  can: z.object({ chat: z.boolean() }),
  config: z.object({
    allow_update: z.boolean(),
    allow_destroy: z.boolean(),
    update_period_of_time: z.number(),
    destroy_period_of_time: z.number(),
    max_file_attachments: z.number(),
    max_image_attachments: z.number(),
  }),
});
export type MyProfile = z.infer<typeof myProfile>;

export const messagesPage = z.object({ messages: z.array(chatMessage), has_more: z.boolean() });
export type MessagesPage = z.infer<typeof messagesPage>;

export const replies = {
  heartbeat: empty,
  join: z.object({ topic }),
  leave: z.object({ topic }),
  my_profile: myProfile,
  my_chats: z.object({ chats: z.array(chat) }),
  chat_details: z.object({ chat }),
  open: messagesPage.extend({ chat }),
  more_messages: messagesPage,
  message: z.object({ message: chatMessage }),
  chat_attachments: z.object({ attachments: z.array(chatAttachment), has_more: z.boolean() }),
  update_message: z.object({ message: chatMessage }),
  delete_message: z.object({ message: chatMessage }),
  mark_as_read: z.object({ chat }),
  mark_as_received: empty,
  mute_chat: z.object({ chat }),
  unmute_chat: z.object({ chat }),
  composing: empty,
  create_chat: z.object({ chat }),
  set_status: myProfile,
  get_link_attachments: z.object({ link_attachments: z.array(linkAttachment) }),
} satisfies Record<ChatEventName, z.ZodType>;
export type ChatReply<E extends ChatEventName> = z.infer<(typeof replies)[E]>;

// ---------------------------------------------------------------------------------------------------
// Pushes (server -> client, without ref)

export const pushes = {
  /** First frame after a successful connect: which topics the socket was subscribed to. */
  ready: z.object({
    member_id: z.string(),
    network_id: z.string(),
    topics: z.array(z.string()),
    server_time: z.string(),
  }),
  /** A new message (topic group:<id> or member:<viewer>). */
  message: z.object({ chat_id: z.string(), message: chatMessage }),
  update_message: z.object({ chat_id: z.string(), message: chatMessage }),
  delete_message: z.object({ chat_id: z.string(), message: chatMessage }),
  /**
   * Read state changed. To the reader's own member topic (other tabs): `state` is set. To the partner
   * of a member chat: `partner_state` is set.
   */
  mark_as_read: z.object({
    chat_id: z.string(),
    state: chatState.nullable(),
    partner_state: partnerState.nullable(),
  }),
  /** To the sender of a member chat: the partner received up to this message. */
  mark_as_received: z.object({ chat_id: z.string(), partner_state: partnerState }),
  mute_chat: z.object({ chat_id: z.string(), state: chatState }),
  unmute_chat: z.object({ chat_id: z.string(), state: chatState }),
  /** Someone is typing: show it until CHAT_COMPOSING_TIMEOUT_MS without another one. */
  composing: z.object({ chat_id: z.string(), member: chatMember }),
  /** A chat appeared for the viewer (somebody wrote the first message, or another tab created it). */
  create_chat: z.object({ chat }),
  /** Topic network:<id>: a member's visible status changed (online, busy, offline). */
  status: z.object({ member_id: z.string(), status: visibleStatus }),
  /** Own member topic: own status changed in another tab. */
  my_profile: myProfile,
  /** Own member topic: refetch my_chats (e.g. a group chat was switched off or membership changed). */
  my_chats: empty,
  /**
   * Own member topic: pushes may have been lost since `since` (the server's bus was unreachable).
   * Fetch every loaded chat from its first gap in `seq`, the edits since `since`, and the chat list.
   */
  catch_up: z.object({ since: z.string() }),
  /**
   * Own member topic: the member's unread counts (messages, calendars, activities, chat,
   * notifications) changed; fetch them again. Sent after the change was committed.
   */
  unreads: empty,
  /**
   * Topic app-wall:<appId> (joined by a viewer of the app's wall): a card moved; fetch the wall again
   * unless `revision` is already shown. Ids only: the wall's fetch decides what the viewer sees.
   */
  wall_changed: z.object({ app_id: z.string(), revision: z.number().int() }),
} as const;
export type ChatPushName = keyof typeof pushes;
export type ChatPush<E extends ChatPushName> = z.infer<(typeof pushes)[E]>;

// ---------------------------------------------------------------------------------------------------
// Frames

export const clientFrame = z.object({
  /** Client-chosen reference (unique per socket); echoed in the reply. */
  ref: z.string().min(1).max(64),
  event: z.string(),
  topic: z.string().optional(),
  /** May be left out for events without fields (heartbeat, my_profile). */
  payload: z.unknown().optional(),
});
export type ClientFrame = z.infer<typeof clientFrame>;

/**
 * Error codes of replies: invalid (fields set), not_found (unknown or foreign chat, message or topic),
 * forbidden (no write permission, not own message, config forbids), period_expired (edit/delete window
 * passed; message names the minutes), too_many_files, too_many_images, rate_limited, unknown_event,
 * bad_frame, internal.
 */
export const chatErrorCode = z.enum([
  'invalid',
  'not_found',
  'forbidden',
  'period_expired',
  'too_many_files',
  'too_many_images',
  'rate_limited',
  'unknown_event',
  'bad_frame',
  'internal',
]);
export type ChatErrorCode = z.infer<typeof chatErrorCode>;

export const chatError = z.object({
  code: chatErrorCode,
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** rate_limited: send again after at least this long. */
  retry_after_ms: z.number().optional(),
});
export type ChatError = z.infer<typeof chatError>;

export type ReplyFrame =
  | { ref: string; ok: true; payload: unknown }
  | { ref: string; ok: false; error: ChatError };
export type PushFrame = { event: ChatPushName; topic: string; payload: unknown };
