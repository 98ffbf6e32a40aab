import { useSyncExternalStore } from 'react';
import { useChatSession } from './chat-session-context';

/** The name of whoever is typing in the chat (cleared 2 s after their last keystroke), or null. */
export const useTyping = (chatId: string) => {
  const { typing } = useChatSession();
  return useSyncExternalStore(typing.subscribe, () => typing.get(chatId));
};
