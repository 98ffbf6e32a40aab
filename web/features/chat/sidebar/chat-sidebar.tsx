import { useMemo, useState } from 'react';
import type { ChatNavigation } from '../api/chat-navigation';
import { type ChatView, ROOT_VIEW } from '../lib/views';
import { ChatApp } from '../views/chat-app';

/**
 * The chat beside any page: the same views as /chat, kept in memory so the page underneath stays
 * where it is. Loaded lazily by the shell when it is first opened (or shown statically on wide screens).
 */
export const ChatSidebar = ({ onClose }: { onClose?: () => void }) => {
  const [view, setView] = useState<ChatView>(ROOT_VIEW);
  const navigation = useMemo<ChatNavigation>(
    () => ({ view, go: (next) => setView(next), close: onClose, inSidebar: true }),
    [view, onClose],
  );
  return <ChatApp navigation={navigation} />;
};
