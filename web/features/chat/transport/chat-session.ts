import type { QueryClient } from '@tanstack/react-query';
import type { ChatEventName, ChatPush, ChatRequest, MessagesPage } from '../../../../contract/chat-protocol';
import { queryKeys } from '../../../app/api/query-keys';
import { chatKeys } from '../api/chat-keys';
import { catchUpAfter, type ListedMessage, lastSeq, mergeMessages } from '../lib/merge-messages';
import type { PendingAttachments } from '../lib/pending-attachments';
import type { Chat, ChatMessage, MyProfile } from '../types';
import { CatchUp } from './catch-up';
import { ChatRequestError, type ChatSocket, isTransient } from './chat-socket';
import { Outbox, type OutgoingMessage } from './outbox';
import { getRoom, loadedRoomIds, mergeIntoRoom, type Room, updateChat, upsertChatFirst } from './room-cache';
import { TypingStore } from './typing-store';

/** The page size of the room (contract CHAT_PAGE_SIZE); resync pages are as large as allowed. */
export const PAGE_SIZE = 30;
const RESYNC_PAGE = 100;
/**
 * A pushed message that leaves a gap in its room waits this long for the missing ones (pushes of
 * several server instances may overtake each other) before they are fetched.
 */
export const GAP_WAIT_MS = 1_000;
/**
 * A catch_up push reaches every socket of an instance at once (thousands after a Redis failover):
 * each client starts its catch-up at a random moment within this, so they do not all ask at once.
 */
export const CATCH_UP_SPREAD_MS = 3_000;

export type { OutgoingMessage } from './outbox';

let clientSequence = 0;
/** A client id per message, so a resend after a reconnect never makes a duplicate. */
export const newClientId = () => {
  clientSequence += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `web-${random}-${clientSequence}`.slice(0, 64);
};

/**
 * Connects the socket to the query caches: answers go into chatKeys caches, pushes update them, and
 * after a reconnect or the server's catch_up push, my_chats is refreshed and every loaded room fetches
 * what it missed from its first gap on (after_seq), merged by id. Messages not yet confirmed stay in
 * an outbox and are sent again after a reconnect, or after a pause when the server was busy.
 */
export class ChatSession {
  readonly typing = new TypingStore();
  readonly catchUps = new CatchUp((since) => this.catchUpOnce(since));
  private readonly outbox = new Outbox(() => this.flushOutbox());
  private readonly refusedHandlers = new Set<(message: OutgoingMessage, error: unknown) => void>();
  private readonly gapTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly unsubscribe: Array<() => void> = [];
  /** When the socket was lost: edits and deletions since then are fetched after the reconnect. */
  private disconnectedAt: string | null = null;

  private readonly catchUpTimers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    readonly socket: ChatSocket,
    private readonly client: QueryClient,
    private readonly random: () => number = Math.random,
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
      socket.onPush('catch_up', (payload) => {
        const { since } = payload as ChatPush<'catch_up'>;
        const timer = setTimeout(
          () => {
            this.catchUpTimers.delete(timer);
            void this.catchUps.request(since);
          },
          Math.floor(this.random() * CATCH_UP_SPREAD_MS),
        );
        this.catchUpTimers.add(timer);
      }),
    );
  }

  request<E extends ChatEventName>(event: E, payload: ChatRequest<E>) {
    return this.socket.request(event, payload);
  }

  dispose() {
    for (const stop of this.unsubscribe) stop();
    this.catchUps.stop();
    this.outbox.stop();
    for (const timer of [...this.gapTimers.values(), ...this.catchUpTimers]) clearTimeout(timer);
    this.socket.stop();
  }

  /**
   * A message of the outbox that the server refused when it was sent again (after a reconnect or a
   * pause): nobody is waiting for that answer, so it is told here (the app shows it).
   */
  onSendRefused(handler: (message: OutgoingMessage, error: unknown) => void) {
    this.refusedHandlers.add(handler);
    return () => void this.refusedHandlers.delete(handler);
  }

  myId() {
    return this.client.getQueryData<MyProfile>(chatKeys.profile)?.member.id ?? null;
  }

  /** Fetchers for the query hooks. */
  fetchProfile = () => this.request('my_profile', {});
  fetchChats = async () => (await this.request('my_chats', {})).chats;
  fetchRoom = async (chatId: string): Promise<Room> => {
    const reply = await this.request('open', { chat_id: chatId, limit: PAGE_SIZE });
    const pending = this.outbox.inChat(chatId).map((message) => this.pendingMessage(message));
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
    this.outbox.hold(message, shown);
    mergeIntoRoom(this.client, message.chat_id, [this.pendingMessage(message)]);
    this.outbox.sendStarted(message.client_id);
    let confirmed = false;
    try {
      const { message: stored } = await this.request('message', message);
      confirmed = true;
      this.outbox.forget(message.client_id);
      this.received(stored);
      return stored;
    } catch (error) {
      // A lost connection or a busy server keeps it in the outbox for later; a refusal takes it out.
      if (isTransient(error)) {
        this.outbox.retryLater();
        return null;
      }
      this.outbox.forget(message.client_id);
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
    } finally {
      this.outbox.sendEnded(message.client_id, confirmed);
    }
  }

  /** Sends what the outbox holds again; a refusal now is told to onSendRefused. */
  private flushOutbox() {
    for (const message of this.outbox.idle()) {
      this.send(message).catch((error) => {
        for (const handler of this.refusedHandlers) handler(message, error);
      });
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
    this.watchForGap(chat_id);
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
    void this.client.invalidateQueries({ queryKey: chatKeys.profile });
    await this.catchUps.request(since);
  }

  /**
   * What happened while pushes were lost: the list, every loaded room, then the outbox. A room the
   * member may no longer open is handed to its query (the view shows the server's answer); any other
   * failure fails the catch-up, which then runs again (catch-up.ts).
   */
  private async catchUpOnce(since: string | null) {
    void this.client.invalidateQueries({ queryKey: chatKeys.chats });
    void this.client.invalidateQueries({ queryKey: queryKeys.unreads });
    try {
      const results = await Promise.allSettled(
        loadedRoomIds(this.client).map(async (chatId) => {
          try {
            await this.resync(chatId, since);
          } catch (error) {
            if (isTransient(error) || !(error instanceof ChatRequestError) || error.code === 'internal')
              throw error;
            void this.client.invalidateQueries({ queryKey: chatKeys.room(chatId) });
          }
        }),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      this.flushOutbox();
    }
  }

  /**
   * A push left a gap in the room (seq 7 arrived, 6 did not): unless the missing ones arrive within
   * GAP_WAIT_MS, they are fetched; a failure becomes a full catch-up, which retries.
   */
  private watchForGap(chatId: string) {
    if (this.gapTimers.has(chatId)) return;
    const gapIn = () => {
      const messages = getRoom(this.client, chatId)?.messages ?? [];
      return catchUpAfter(messages) < lastSeq(messages);
    };
    if (!gapIn()) return;
    this.gapTimers.set(
      chatId,
      setTimeout(() => {
        this.gapTimers.delete(chatId);
        if (gapIn()) this.fetchMissing(chatId).catch(() => void this.catchUps.request());
      }, GAP_WAIT_MS),
    );
  }

  /** Fetches the room from its first gap on, page by page, merged by id. */
  private async fetchMissing(chatId: string) {
    const room = getRoom(this.client, chatId);
    if (!room) return;
    let after = catchUpAfter(room.messages);
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
  }

  /**
   * Fetches what the room misses (from its first gap in seq, not after the newest held: pushes may
   * have been lost between), then the edits and deletions since `since`, then the chat's state.
   */
  async resync(chatId: string, since: string | null = null) {
    if (!getRoom(this.client, chatId)) return;
    await this.fetchMissing(chatId);
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

  private pendingMessage(message: OutgoingMessage): ListedMessage {
    const profile = this.client.getQueryData<MyProfile>(chatKeys.profile);
    const now = new Date().toISOString();
    const shown = this.outbox.shownOf(message.client_id);
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
      can: { update: false, destroy: false, start_private_chat: false },
      pending: true,
    };
  }
}
