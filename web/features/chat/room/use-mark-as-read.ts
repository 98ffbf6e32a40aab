import { useEffect, useState } from 'react';
import { useChatSession } from '../api/chat-session-context';
import type { ListedMessage } from '../lib/merge-messages';

/** Part 3 section 9: a message counts as read after 1 s in view while the tab is visible. */
export const MARK_AS_READ_DELAY_MS = 1_000;

const useTabVisible = () => {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
};

/**
 * Marks the newest message read once the newest messages have been in view (the list follows the
 * bottom) for a second with the tab visible, and only when something of somebody else is unread.
 */
export const useMarkAsRead = ({
  chatId,
  messages,
  myId,
  lastReadSeq,
  atBottom,
}: {
  chatId: string;
  messages: ListedMessage[];
  myId: string | null;
  lastReadSeq: number;
  atBottom: boolean;
}) => {
  const session = useChatSession();
  const visible = useTabVisible();
  const newest = messages.findLast((message) => !message.pending);
  const hasUnread = messages.some(
    (message) => !message.pending && message.from.id !== myId && message.seq > lastReadSeq,
  );
  const newestId = newest?.id;
  useEffect(() => {
    if (!visible || !atBottom || !hasUnread || !newestId) return;
    const timer = window.setTimeout(() => {
      session.markAsRead(chatId, newestId).catch(() => undefined);
    }, MARK_AS_READ_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visible, atBottom, hasUnread, newestId, chatId, session]);
};
