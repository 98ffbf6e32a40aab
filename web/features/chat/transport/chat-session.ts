import type { QueryClient } from '@tanstack/react-query';
import type { ChatEventName, ChatPush, ChatRequest, MessagesPage } from '../../../../contract/chat';
import { queryKeys } from '../../../app/api/query-keys';
import { chatKeys } from '../api/chat-keys';
import { type ListedMessage, lastSeq, mergeMessages } from '../lib/merge-messages';
import { NO_PENDING_ATTACHMENTS, type PendingAttachments } from '../lib/pending-attachments';
import type { Chat, ChatMessage, MyProfile } from '../types';
import { type ChatSocket, isTransient } from './chat-socket';
import { getRoom, loadedRoomIds, mergeIntoRoom, type Room, updateChat, upsertChatFirst } from './room-cache';
import { TypingStore } from './typing-store';

/** The page size of the room (contract CHAT_PAGE_SIZE); resync pages are as large as allowed. */
export const PAGE_SIZE = 30;
const RESYNC_PAGE = 100;

export type OutgoingMessage = ChatRequest<'message'>;

let clientSequence = 0;
/** A client id per message, so a resend after a reconnect never makes a duplicate. */
export const newClientId = () => {
  clientSequence += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `web-${random}-${clientSequence}`.slice(0, 64);
};

/**
 * Connects the socket to the query caches: answers go into chatKeys caches, pushes update them, and
 * after a reconnect my_chats is refreshed and every loaded room fetches what it missed (after_seq),
 * merged by id. Messages not yet confirmed stay in an outbox and are sent again after a reconnect.
 */
export class ChatSession {
  readonly typing = new TypingStore();
  private readonly outbox = new Map<string, OutgoingMessage>();
  /** What each message of the outbox shows of its attachments while pending (by client id). */
  private readonly pendingShown = new Map<string, PendingAttachments>();
  private readonly unsubscribe: Array<() => void> = [];
  /** When the socket was lost: edits and deletions since then are fetched after the reconnect. */
  private disconnectedAt: string | null = null;

  constructor(
    readonly socket: ChatSocket,
    private readonly client: QueryClient,
  ) {
    this.unsubscribe.push(
      socket.onConnected((reconnect) => void this.connected(reconnect)),
      socket.onState((state) => {
        if (state !== 'connected' && this.disconnectedAt === null)
          this.disconnectedAt = new Date().toISOString();
      }),
      socket.onPush('message', (payload) => this.messagePushed(payload as ChatPush<'message'>)),
      socket.onPush('update_message', (payload) =>
        this.messageChanged(payload as ChatPush<'update_message'>),
      ),
      socket.onPush('delete_message', (payload) =>
        this.messageChanged(payload as ChatPush<'delete_message'>),
      ),
      socket.onPush('mark_as_read', (payload) => this.readPushed(payload as ChatPush<'mark_as_read'>)),
      socket.onPush('mark_as_received', (payload) => {
        const { chat_id, partner_state } = payload as ChatPush<'mark_as_received'>;
        updateChat(this.client, chat_id, (chat) => ({ ...chat, partner_state }));
      }),
      socket.onPush('mute_chat', (payload) => this.statePushed(payload as ChatPush<'mute_chat'>)),
      socket.onPush('unmute_chat', (payload) => this.statePushed(payload as ChatPush<'unmute_chat'>)),
      socket.onPush('composing', (payload) => {
        const { chat_id, member } = payload as ChatPush<'composing'>;
        if (member.id !== this.myId()) this.typing.composing(chat_id, member.name);
      }),
      socket.onPush('create_chat', (payload) =>
        upsertChatFirst(this.client, (payload as ChatPush<'create_chat'>).chat),
      ),
      socket.onPush('status', (payload) => {
        const { member_id, status } = payload as ChatPush<'status'>;
        updateChat(this.client, `member/${member_id}`, (chat) => ({ ...chat, status }));
      }),
      socket.onPush('my_profile', (payload) =>
        this.client.setQueryData(chatKeys.profile, payload as MyProfile),
      ),
      socket.onPush('my_chats', () => void this.client.invalidateQueries({ queryKey: chatKeys.chats })),
    );
  }

  request<E extends ChatEventName>(event: E, payload: ChatRequest<E>) {
    return this.socket.request(event, payload);
  }

  dispose() {
    for (const stop of this.unsubscribe) stop();
    this.socket.stop();
  }

  myId() {
    return this.client.getQueryData<MyProfile>(chatKeys.profile)?.member.id ?? null;
  }

  /** Fetchers for the query hooks. */
  fetchProfile = () => this.request('my_profile', {});
  fetchChats = async () => (await this.request('my_chats', {})).chats;
  fetchRoom = async (chatId: string): Promise<Room> => {
    const reply = await this.request('open', { chat_id: chatId, limit: PAGE_SIZE });
    const pending = [...this.outbox.values()]
      .filter((message) => message.chat_id === chatId)
      .map((message) => this.pendingMessage(message));
    const known = getRoom(this.client, chatId)?.messages ?? [];
    return {
      chat: reply.chat,
      messages: mergeMessages(known, [...reply.messages, ...pending]),
      hasOlder: reply.has_more,
    };
  };

  /** Older messages above the first loaded one; returns whether even older ones exist. */
  async loadOlder(chatId: string) {
    const room = getRoom(this.client, chatId);
    const first = room?.messages.find((message) => !message.pending);
    if (!room || !first) return false;
    const page = await this.request('more_messages', {
      chat_id: chatId,
      before_seq: first.seq,
      limit: PAGE_SIZE,
    });
    mergeIntoRoom(this.client, chatId, page.messages);
    this.client.setQueryData<Room>(chatKeys.room(chatId), (current) =>
      current ? { ...current, hasOlder: page.has_more } : current,
    );
    return page.has_more;
  }

  /**
   * Sends (or re-sends) a message; it shows at once as pending with a spinner, with the files, images
   * and link previews the composer had (`shown`) until the stored message replaces it.
   */
  async send(message: OutgoingMessage, shown?: PendingAttachments): Promise<ChatMessage | null> {
    this.outbox.set(message.client_id, message);
    if (shown) this.pendingShown.set(message.client_id, shown);
    mergeIntoRoom(this.client, message.chat_id, [this.pendingMessage(message)]);
    try {
      const { message: stored } = await this.request('message', message);
      this.forget(message.client_id);
      this.received(stored);
      return stored;
    } catch (error) {
      // A lost connection keeps it in the outbox for the reconnect; a refusal takes it out again.
      if (isTransient(error)) return null;
      this.forget(message.client_id);
      this.client.setQueryData<Room>(chatKeys.room(message.chat_id), (room) =>
        room
          ? {
              ...room,
              messages: room.messages.filter(
                (listed) => listed.client_id !== message.client_id || !listed.pending,
              ),
            }
          : room,
      );
      throw error;
    }
  }

  async markAsRead(chatId: string, messageId: string) {
    const { chat } = await this.request('mark_as_read', {
      chat_id: chatId,
      message_id: messageId,
    });
    updateChat(this.client, chatId, (known) => ({ ...known, state: chat.state }));
    void this.client.invalidateQueries({ queryKey: queryKeys.unreads });
  }

  /** A reply with a chat (mute, unmute): the chat's state everywhere. */
  applyChat(chat: Chat) {
    updateChat(this.client, chat.id, (known) => ({ ...known, ...chat }));
  }

  /** Applies a message (reply or push) to its room and the chat list. */
  received(message: ChatMessage) {
    mergeIntoRoom(this.client, message.chat_id, [message]);
    this.attachmentsChanged(message);
    const mine = message.from.id === this.myId();
    const inList = this.client
      .getQueryData<Chat[]>(chatKeys.chats)
      ?.some((chat) => chat.id === message.chat_id);
    if (this.client.getQueryData(chatKeys.chats) && !inList) {
      void this.client.invalidateQueries({ queryKey: chatKeys.chats });
      return;
    }
    const current = this.client
      .getQueryData<Chat[]>(chatKeys.chats)
      ?.find((chat) => chat.id === message.chat_id);
    const isNew = !current?.last_message || current.last_message.seq < message.seq;
    if (!isNew) return;
    updateChat(this.client, message.chat_id, (chat) => ({
      ...chat,
      last_message: {
        id: message.id,
        seq: message.seq,
        from: { id: message.from.id, name: message.from.name },
        text: message.text,
        has_attachments: message.files.length + message.images.length > 0,
        created_at: message.created_at,
        deleted_at: message.deleted_at,
      },
      last_interacted_at: message.created_at,
      state: mine ? chat.state : { ...chat.state, unread_count: chat.state.unread_count + 1 },
    }));
    const moved = this.client
      .getQueryData<Chat[]>(chatKeys.chats)
      ?.find((chat) => chat.id === message.chat_id);
    if (moved) upsertChatFirst(this.client, moved);
  }

  private messagePushed({ chat_id, message }: ChatPush<'message'>) {
    this.typing.stopped(chat_id);
    this.received(message);
    if (message.from.id !== this.myId()) {
      void this.request('mark_as_received', {
        chat_id: chat_id,
        message_id: message.id,
      }).catch(() => undefined);
      void this.client.invalidateQueries({ queryKey: queryKeys.unreads });
    }
  }

  private messageChanged({ chat_id, message }: ChatPush<'update_message'>) {
    mergeIntoRoom(this.client, chat_id, [message]);
    this.attachmentsChanged(message);
    updateChat(this.client, chat_id, (chat) =>
      chat.last_message?.id === message.id
        ? {
            ...chat,
            last_message: { ...chat.last_message, text: message.text, deleted_at: message.deleted_at },
          }
        : chat,
    );
  }

  /** The files and images views ask the server again when a message brings or takes attachments. */
  private attachmentsChanged(message: ChatMessage) {
    if (message.files.length + message.images.length === 0 && !message.deleted_at) return;
    void this.client.invalidateQueries({ queryKey: chatKeys.attachmentsOf(message.chat_id) });
  }

  private readPushed({ chat_id, state, partner_state }: ChatPush<'mark_as_read'>) {
    updateChat(this.client, chat_id, (chat) => ({
      ...chat,
      state: state ?? chat.state,
      partner_state: partner_state ?? chat.partner_state,
    }));
    if (state) void this.client.invalidateQueries({ queryKey: queryKeys.unreads });
  }

  private statePushed({ chat_id, state }: ChatPush<'mute_chat'>) {
    updateChat(this.client, chat_id, (chat) => ({ ...chat, state }));
  }

  private async connected(reconnect: boolean) {
    const since = this.disconnectedAt;
    this.disconnectedAt = null;
    if (!reconnect) return;
    // What happened while the socket was away: the list, every loaded room, then the outbox.
    void this.client.invalidateQueries({ queryKey: chatKeys.profile });
    void this.client.invalidateQueries({ queryKey: chatKeys.chats });
    await Promise.all(
      loadedRoomIds(this.client).map((chatId) => this.resync(chatId, since).catch(() => undefined)),
    );
    for (const message of [...this.outbox.values()]) void this.send(message).catch(() => undefined);
  }

  /**
   * Fetches everything after the room's newest message, page by page, merged by id; then the edits
   * and deletions since the socket was lost.
   */
  async resync(chatId: string, since: string | null = null) {
    const room = getRoom(this.client, chatId);
    if (!room) return;
    let after = lastSeq(room.messages);
    for (;;) {
      const page: MessagesPage = await this.request('more_messages', {
        chat_id: chatId,
        after_seq: after,
        limit: RESYNC_PAGE,
      });
      mergeIntoRoom(this.client, chatId, page.messages);
      after = lastSeq([...page.messages, { seq: after } as ListedMessage]);
      if (!page.has_more || page.messages.length === 0) break;
    }
    if (since) {
      const changed = await this.request('more_messages', {
        chat_id: chatId,
        updated_after: since,
        limit: RESYNC_PAGE,
      });
      mergeIntoRoom(this.client, chatId, changed.messages);
    }
    const details = await this.request('chat_details', { chat_id: chatId });
    updateChat(this.client, chatId, (chat) => ({ ...chat, ...details.chat }));
  }

  private forget(clientId: string) {
    this.outbox.delete(clientId);
    this.pendingShown.delete(clientId);
  }

  private pendingMessage(message: OutgoingMessage): ListedMessage {
    const profile = this.client.getQueryData<MyProfile>(chatKeys.profile);
    const now = new Date().toISOString();
    const shown = this.pendingShown.get(message.client_id) ?? NO_PENDING_ATTACHMENTS;
    return {
      id: `pending-${message.client_id}`,
      chat_id: message.chat_id,
      seq: Number.MAX_SAFE_INTEGER,
      client_id: message.client_id,
      text: message.text,
      from: profile?.member ?? { id: '', name: '', deleted: false, is_external: false, image_id: null },
      created_at: now,
      updated_at: now,
      deleted_at: null,
      quoted_message: null,
      files: shown.files,
      images: shown.images,
      link_attachments: shown.link_attachments,
      link_preview: shown.link_attachments.find((link) => link.show) ?? null,
      can: { update: false, destroy: false },
      pending: true,
    };
  }
}
