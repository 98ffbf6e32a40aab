import { z } from 'zod';
import { bigInteger, integer, isoDateTime } from './primitives.js';

/**
 * Chat protocol (issue 5; part 1 sections 2.1, 3-9 and part 3 sections 3.9, 7 "Chat transport").
 * The full description with examples is docs/chat-protocol.md; this file is its machine-readable half,
 * shared by the server (which validates every frame with it) and the web app.
 *
 * Transport: POST chatPaths.token -> chatToken, then a WebSocket to chatPaths.socket?token=...
 * Frames are JSON text. The client sends clientFrame, the server answers each with a reply frame that
 * carries the same `ref`, and pushes pushFrame for things that happen elsewhere.
 */
export const chatPaths = {
  /** POST (member session, same Origin) -> chatToken. 404 when the viewer may not chat. */
  token: '/api/v1/chat_token',
  /** GET upgrade with ?token=. */
  socket: '/api/chat/socket',
} as const;

/** Part 3 section 9 and the issue text. */
export const CHAT_TOKEN_TTL_SECONDS = 3 * 60 * 60;
/** The client reuses a token until this long before it expires. */
export const CHAT_TOKEN_REFRESH_MARGIN_SECONDS = 3 * 60;
export const CHAT_RECONNECT_MIN_MS = 5_000;
export const CHAT_RECONNECT_MAX_MS = 10_000;
export const CHAT_COMPOSING_TIMEOUT_MS = 2_000;
export const CHAT_MARK_AS_READ_DELAY_MS = 1_000;
export const CHAT_STATUS_TEXT_MAX = 100;
export const CHAT_TEXT_MAX = 10_000;
export const CHAT_CLIENT_ID_MAX = 64;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
export const CHAT_LIST_MAX = 200;
export const CHAT_LINK_ATTACHMENTS_MAX = 5;
/** The client sends `heartbeat` this often; the server closes sockets silent for 3 intervals. */
export const CHAT_HEARTBEAT_MS = 30_000;
/** Open sockets one member may hold across all server instances (tabs, apps); more close with 4429. */
export const CHAT_MAX_SOCKETS_PER_MEMBER = 16;
/**
 * Requests one member may make per second over all their sockets (a burst of this many, refilled
 * continuously); more are answered `rate_limited` with `retry_after_ms`.
 */
export const CHAT_REQUESTS_PER_SECOND = 20;

/**
 * WebSocket close codes the server uses. 4401: the token is missing, invalid or expired: fetch a new
 * token once and reconnect; a second 4401 is an authorization error (banner js.chat.connection_failed).
 * 4403: the member may no longer chat (locked, signed out everywhere, chat switched off): do not
 * reconnect. 4408: no heartbeat. 4429: the member has CHAT_MAX_SOCKETS_PER_MEMBER sockets open
 * already: reconnect after 30-60 s. 1001: the server is shutting down: reconnect after 5-10 s.
 */
export const CHAT_CLOSE = {
  unauthorized: 4401,
  forbidden: 4403,
  timeout: 4408,
  tooManySockets: 4429,
  goingAway: 1001,
} as const;

export const chatToken = z.object({ token: z.string(), expires_at: z.string() });
export type ChatToken = z.infer<typeof chatToken>;

/** 'member/<partner member id>' (seen from the viewer) or 'group/<group id>'. */
export const chatId = z.string().regex(/^(member|group)\/[0-9a-f]{24}$/, 'errors.validation.invalid_id');
export type ChatId = `member/${string}` | `group/${string}`;
export const entityId = z.string().regex(/^[0-9a-f]{24}$/, 'errors.validation.invalid_id');

/** Topics: network:<networkId>, member:<memberId>, group:<groupId>. */
export const topic = z.string().regex(/^(network|member|group):[0-9a-f]{24}$/, 'errors.chat.invalid_topic');

// ---------------------------------------------------------------------------------------------------
// Shapes

/** Own status (set_status, my_profile). */
export const statusType = z.enum(['online', 'busy', 'invisible']);
export type StatusType = z.infer<typeof statusType>;
export const ownStatus = z.object({ type: statusType, text: z.string() });
export type OwnStatus = z.infer<typeof ownStatus>;

/**
 * Another member's status as the viewer sees it: invisible members and members without an open
 * socket are 'offline'. Null everywhere when the network's show_online_status is off.
 */
export const visibleStatus = z.object({ type: z.enum(['online', 'busy', 'offline']), text: z.string() });
export type VisibleStatus = z.infer<typeof visibleStatus>;

export const chatMember = z.object({
  id: z.string(),
  name: z.string(),
  /** True when the account is gone: the name is then the anonymised one. */
  deleted: z.boolean(),
  /** A guest of the network (shown as such); rights come from the `can` flags, not from this. */
  is_external: z.boolean(),
  /** Avatar URL (80x80) or null for the default picture. */
  image_id: z.string().nullable(),
});
export type ChatMember = z.infer<typeof chatMember>;

export const chatImage = z.object({ id: z.string(), original_filename: z.string() });
export type ChatImage = z.infer<typeof chatImage>;

export const chatFile = z.object({
  id: z.string(),
  original_filename: z.string(),
  size: z.number(),
  content_type: z.string(),
  extension: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type ChatFile = z.infer<typeof chatFile>;

/**
 * A link preview. External links come from crawls; internal links (/files/{id}, /files/folders/{id},
 * /appointments/{id}) get ids prefixed file_, folder_, appointment_ and appear only when the sender may
 * see the target. `loading` is true while a crawl runs; `show` false hides the preview (the sender
 * removed it) while keeping the link.
 */
export const linkAttachment = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  loading: z.boolean(),
  show: z.boolean(),
});
export type LinkAttachment = z.infer<typeof linkAttachment>;

export const quotedMessage = z.object({
  id: z.string(),
  text: z.string(),
  from: chatMember,
  files: z.array(chatFile),
  images: z.array(chatImage),
  deleted_at: z.string().nullable(),
});

/**
 * A chat message. `seq` rises by one per message within its chat (gapless, assigned on insert), so
 * `more_messages { after_seq }` returns exactly what a client missed. A deleted message keeps its id,
 * seq and times but has empty text and no attachments. `client_id` is the sender's idempotency key,
 * shown to the sender only (null for everyone else).
 */
export const chatMessage = z.object({
  id: z.string(),
  chat_id: z.string(),
  seq: z.number(),
  client_id: z.string().nullable(),
  text: z.string(),
  from: chatMember,
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  quoted_message: quotedMessage.nullable(),
  files: z.array(chatFile),
  images: z.array(chatImage),
  link_attachments: z.array(linkAttachment),
  /** The first shown link attachment, or null. */
  link_preview: linkAttachment.nullable(),
  /**
   * What the viewer may do with it now: edit and delete (own message, inside the window, config
   * allows), start a private chat with its author (group chats; not with guests, deleted or locked
   * authors, nor oneself).
   */
  can: z.object({ update: z.boolean(), destroy: z.boolean(), start_private_chat: z.boolean() }),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * One attachment of a chat (chat_attachments, views showChatFiles and showChatImages): the file or the
 * image as messages carry it (the other one null), with the message it belongs to.
 */
export const chatAttachment = z.object({
  message_id: z.string(),
  seq: z.number(),
  from: chatMember,
  /** When the message was sent. */
  created_at: z.string(),
  file: chatFile.nullable(),
  image: chatImage.nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachment>;
export const chatAttachmentType = z.enum(['files', 'images']);
export type ChatAttachmentType = z.infer<typeof chatAttachmentType>;

export const lastMessage = z.object({
  id: z.string(),
  seq: z.number(),
  from: z.object({ id: z.string(), name: z.string() }),
  text: z.string(),
  has_attachments: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});

export const chatState = z.object({
  /** ISO time, or null when not muted. Forever is 9999-12-31T23:59:59.000Z. */
  muted_until: z.string().nullable(),
  /** Same as muted_until (the app and the web share one mute). */
  app_muted_until: z.string().nullable(),
  /** Id of the newest message the viewer has read, null before the first read (a new chat). */
  last_read_id: z.string().nullable(),
  last_read_seq: z.number(),
  unread_count: z.number(),
});
export type ChatState = z.infer<typeof chatState>;

/** Member chats only: how far the partner got (delivery states received and read). */
export const partnerState = z.object({
  last_received_id: z.string().nullable(),
  last_received_seq: z.number(),
  last_read_id: z.string().nullable(),
  last_read_seq: z.number(),
});
export type PartnerState = z.infer<typeof partnerState>;

export const chatCan = z.object({
  /** Send, and the composer is enabled. */
  write: z.boolean(),
  mute: z.boolean(),
});

export const chat = z.object({
  id: z.string(),
  type: z.enum(['member', 'group']),
  name: z.string(),
  /** Avatar of the partner or picture of the group (URL), null for the default. */
  image_id: z.string().nullable(),
  /** Page of the partner (/members/{id}) or group (/groups/{slug}). */
  path: z.string(),
  /** Partner's visible status (member chats), null for groups or when statuses are hidden. */
  status: visibleStatus.nullable(),
  last_message: lastMessage.nullable(),
  /**
   * Newest message time, or for a direct chat without messages when it was opened; lists sort by it
   * (newest first). Null for a chat nobody wrote in yet that is no such direct chat (group chats
   * without messages): no time to show, listed last.
   */
  last_interacted_at: z.string().nullable(),
  state: chatState,
  partner_state: partnerState.nullable(),
  can: chatCan,
});
export type Chat = z.infer<typeof chat>;

// ---------------------------------------------------------------------------------------------------
// Client events (request payloads) and their reply payloads

export const mutePeriod = z.enum(['one_hour', 'end_of_day', 'end_of_week', 'forever']);
export type MutePeriod = z.infer<typeof mutePeriod>;

const empty = z.object({}).strict();
const chatRef = z.object({ chat_id: chatId });

export const requests = {
  /** Keep-alive; reply {}. */
  heartbeat: empty,
  /** Subscribe to a topic (network:, member:, group:); foreign topics fail with not_found. */
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
