import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../api/chat-keys';
import { type ListedMessage, mergeMessages } from '../lib/merge-messages';
import type { Chat } from '../types';

/** One open chat: the chat, its loaded messages (ascending by seq) and whether older ones exist. */
export type Room = { chat: Chat; messages: ListedMessage[]; hasOlder: boolean };

export const getRoom = (client: QueryClient, chatId: string) =>
  client.getQueryData<Room>(chatKeys.room(chatId));

export const mergeIntoRoom = (client: QueryClient, chatId: string, messages: ListedMessage[]) =>
  client.setQueryData<Room>(chatKeys.room(chatId), (room) =>
    room ? { ...room, messages: mergeMessages(room.messages, messages) } : room,
  );

export const updateRoomChat = (client: QueryClient, chatId: string, change: (chat: Chat) => Chat) =>
  client.setQueryData<Room>(chatKeys.room(chatId), (room) =>
    room ? { ...room, chat: change(room.chat) } : room,
  );

/** Changes one chat wherever it is cached: in the list and in its room. */
export const updateChat = (client: QueryClient, chatId: string, change: (chat: Chat) => Chat) => {
  client.setQueryData<Chat[]>(chatKeys.chats, (chats) =>
    chats?.map((chat) => (chat.id === chatId ? change(chat) : chat)),
  );
  updateRoomChat(client, chatId, change);
};

/** Puts a chat first in the list (a new message), or adds it. */
export const upsertChatFirst = (client: QueryClient, chat: Chat) =>
  client.setQueryData<Chat[]>(chatKeys.chats, (chats) =>
    chats ? [chat, ...chats.filter((known) => known.id !== chat.id)] : chats,
  );

/** Chat ids whose rooms are loaded (what a resync must bring up to date). */
export const loadedRoomIds = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: ['chat', 'room'] })
    .filter((query) => query.state.data !== undefined)
    .map((query) => String(query.queryKey[2]));
