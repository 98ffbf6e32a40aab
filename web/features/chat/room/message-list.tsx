import { ArrowDown } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/dates';
import { LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useChatSession } from '../api/chat-session-context';
import { sameDay } from '../lib/chat-time';
import { isUnreadForMe } from '../lib/delivery';
import type { ListedMessage } from '../lib/merge-messages';
import { keptScrollTop, nearTop, type ScrollBox, shouldFollow } from '../lib/scroll-follow';
import { MessageItem } from '../message/message-item';
import type { Chat } from '../types';
import { useMarkAsRead } from './use-mark-as-read';

/** Follow-ups by the same author within 5 minutes are drawn without avatar and name. */
const COMPACT_WITHIN_MS = 5 * 60_000;

const boxOf = (element: HTMLElement): ScrollBox => ({
  scrollTop: element.scrollTop,
  scrollHeight: element.scrollHeight,
  clientHeight: element.clientHeight,
});

type MessageListProps = {
  chat: Chat;
  messages: ListedMessage[];
  hasOlder: boolean;
  myId: string | null;
  timeZone?: string;
};

/**
 * The room's messages with day separators. Follows the bottom until the member scrolls up more than
 * 10 %, then offers a scroll-to-bottom button; loads older messages within 2 % of the top and keeps
 * the visible message in place.
 */
export const MessageList = ({ chat, messages, hasOlder, myId, timeZone }: MessageListProps) => {
  const { t } = useTranslation();
  const session = useChatSession();
  const scroller = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const olderAnchor = useRef<ScrollBox | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;

  const scrollToBottom = useCallback((smooth = false) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTo({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    follow.current = true;
    setAtBottom(true);
  }, []);

  const loadOlder = useCallback(async () => {
    const element = scroller.current;
    if (!element || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    olderAnchor.current = boxOf(element);
    try {
      await session.loadOlder(chat.id);
    } catch {
      olderAnchor.current = null;
      toast.error(t('js.chat.load_error'));
    } finally {
      setLoadingOlder(false);
    }
  }, [chat.id, hasOlder, loadingOlder, session, t]);

  // Older messages went in above: keep the message the member looked at where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first message id is the trigger
  useLayoutEffect(() => {
    const element = scroller.current;
    const anchor = olderAnchor.current;
    if (!element || !anchor) return;
    olderAnchor.current = null;
    element.scrollTop = keptScrollTop(anchor, element.scrollHeight);
  }, [firstId]);

  // New messages at the bottom: follow them while following.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the last message id is the trigger
  useLayoutEffect(() => {
    if (follow.current) scrollToBottom();
  }, [lastId, scrollToBottom]);

  // A short first page does not fill the view, so no scroll event would ever ask for older ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first message means a new page to measure
  useEffect(() => {
    const element = scroller.current;
    if (element && hasOlder && !loadingOlder && element.scrollHeight <= element.clientHeight)
      void loadOlder();
  }, [hasOlder, loadingOlder, loadOlder, firstId]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const box = boxOf(element);
    follow.current = shouldFollow(box);
    setAtBottom(follow.current);
    if (nearTop(box)) void loadOlder();
  };

  useMarkAsRead({ chatId: chat.id, messages, myId, lastReadSeq: chat.state.last_read_seq, atBottom });

  return (
    <div className="relative min-h-0 flex-1">
      {/* Focusable, so the history scrolls by keyboard (arrow keys, Page Up/Down). */}
      <div
        ref={scroller}
        onScroll={onScroll}
        className="h-full overflow-y-auto px-1 py-3"
        role="log"
        aria-label={t('js.chat.room.messages_label', { name: chat.name })}
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        {loadingOlder ? <LoadingState label={t('js.chat.loading_more')} className="py-2" /> : null}
        {!hasOlder && messages.length > 0 ? (
          <p className="py-2 text-center text-xs text-muted">{t('js.chat.no_more_messages')}</p>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t('js.chat.no_messages')}</p>
        ) : null}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = !previous || !sameDay(previous.created_at, message.created_at, timeZone);
          const compact =
            !newDay &&
            previous?.from.id === message.from.id &&
            !previous.deleted_at &&
            new Date(message.created_at).getTime() - new Date(previous.created_at).getTime() <
              COMPACT_WITHIN_MS;
          const mine = message.from.id === myId;
          return (
            <Fragment key={message.pending ? `pending:${message.client_id}` : message.id}>
              {newDay ? (
                <div className="my-3 flex items-center gap-3 px-3 text-xs text-muted">
                  <span className="h-px flex-1 bg-border" />
                  <time dateTime={message.created_at}>{formatDate(message.created_at, timeZone)}</time>
                  <span className="h-px flex-1 bg-border" />
                </div>
              ) : null}
              <MessageItem
                message={message}
                mine={mine}
                unread={
                  !message.pending && isUnreadForMe({ seq: message.seq, mine }, chat.state.last_read_seq)
                }
                partner={chat.partner_state}
                timeZone={timeZone}
                compact={compact}
              />
            </Fragment>
          );
        })}
      </div>
      {atBottom ? null : (
        <button
          type="button"
          onClick={() => scrollToBottom(true)}
          aria-label={t('js.chat.scroll_to_bottom')}
          title={t('js.chat.scroll_to_bottom')}
          className="absolute right-4 bottom-3 inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface shadow-lg hover:bg-canvas"
        >
          <ArrowDown aria-hidden className="size-5" />
        </button>
      )}
    </div>
  );
};
