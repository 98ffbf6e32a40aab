import { createContext, useContext } from 'react';
import type { ListedMessage } from '../lib/merge-messages';
import type { ChatWindows } from '../lib/time-windows';
import type { Chat } from '../types';

/** What the messages of an open chat need from the room: who I am, the config, the composer's actions. */
export type RoomContextValue = {
  chat: Chat;
  myId: string | null;
  windows: ChatWindows;
  quote: (message: ListedMessage) => void;
  edit: (message: ListedMessage) => void;
  remove: (message: ListedMessage) => void;
  startPrivateChat: (memberId: string) => void;
};

export const RoomContext = createContext<RoomContextValue | null>(null);

export const useRoomContext = () => {
  const room = useContext(RoomContext);
  if (!room) throw new Error('useRoomContext outside a chat room');
  return room;
};
