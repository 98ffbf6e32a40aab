import { useState } from 'react';
import { useChatSession } from '../api/chat-session-context';
import { useRoom } from '../api/use-room';

/**
 * The files and images views list the attachments of the loaded messages; "load older" pages further
 * back through the same room cache the chat uses.
 */
export const useRoomHistory = (chatId: string) => {
  const session = useChatSession();
  const room = useRoom(chatId);
  const [loading, setLoading] = useState(false);
  const loadOlder = async () => {
    setLoading(true);
    try {
      await session.loadOlder(chatId);
    } finally {
      setLoading(false);
    }
  };
  const messages = (room.data?.messages ?? []).filter((message) => !message.pending && !message.deleted_at);
  return {
    room,
    messages: [...messages].reverse(),
    hasOlder: room.data?.hasOlder ?? false,
    loading,
    loadOlder,
  };
};
