import { createContext, useContext } from 'react';
import type { ChatView } from '../lib/views';

export type ChatNavigation = {
  view: ChatView;
  go: (view: ChatView, options?: { replace?: boolean }) => void;
  /** Closes the chat (sidebar); absent on the chat page. */
  close?: () => void;
  /** In the sidebar (narrow, beside a page) rather than the /chat page. */
  inSidebar: boolean;
};

export const ChatNavigationContext = createContext<ChatNavigation | null>(null);

export const useChatNavigation = () => {
  const navigation = useContext(ChatNavigationContext);
  if (!navigation) throw new Error('useChatNavigation outside the chat app');
  return navigation;
};
