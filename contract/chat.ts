import { z } from 'zod';

/**
 * Chat protocol (issue 5; part 1 sections 2.1, 3-9 and part 3 sections 3.9, 7 "Chat transport").
 * The full description with examples is docs/chat-protocol.md; this file and contract/chat-protocol.ts
 * (the frames: requests, replies, pushes) are its machine-readable half, shared by the server (which
 * validates every frame with them) and the web app. This file holds the constants and the shapes.
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

/** Topics: network:<networkId>, member:<memberId>, group:<groupId>, app-wall:<appId> (apps). */
export const topic = z
  .string()
  .regex(/^(network|member|group|app-wall):[0-9a-f]{24}$/, 'errors.chat.invalid_topic');

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
