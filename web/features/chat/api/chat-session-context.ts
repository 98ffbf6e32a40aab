import { createContext, useContext } from 'react';
import type { ChatSession } from '../transport/chat-session';

export const ChatSessionContext = createContext<ChatSession | null>(null);

/** The tab's chat session; chat views render inside ChatSessionProvider. */
export const useChatSession = () => {
  const session = useContext(ChatSessionContext);
  if (!session) throw new Error('useChatSession outside ChatSessionProvider');
  return session;
};
