import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { UnreadBubble } from '../../../ui/unread-bubble';
import { lastInteractionLabel } from '../lib/chat-time';
import { isMuted } from '../lib/mute';
import { previewText } from '../lib/preview-text';
import type { Chat } from '../types';
import { ChatViewLink } from '../views/chat-view-link';

type ChatRowProps = {
  chat: Chat;
  myId: string | null;
  timeZone?: string;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
};

/** One chat of the list: avatar, name, last message, time of last interaction, unread or new badge. */
export const ChatRow = ({ chat, myId, timeZone, onKeyDown }: ChatRowProps) => {
  const { t } = useTranslation();
  const last = chat.last_message;
  const unread = chat.state.unread_count;
  const sender = last ? (last.from.id === myId ? t('js.chat.you') : last.from.name) : null;
  let text = '';
  if (last?.deleted_at) text = t('js.chat.deleted_message');
  else if (last) text = previewText(last.text) || (last.has_attachments ? t('js.chat.attachments_only') : '');
  return (
    <ChatViewLink
      view={{ name: 'showChat', chatId: chat.id }}
      data-chat-row={chat.id}
      onKeyDown={onKeyDown}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-black/4 focus-visible:bg-black/4"
    >
      <Avatar src={chat.image_id} size="md" shape={chat.type === 'group' ? 'square' : 'circle'} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={unread > 0 ? 'truncate font-semibold' : 'truncate font-medium'}>{chat.name}</span>
          {isMuted(chat.state.muted_until) ? (
            <BellOff aria-label={t('js.chat.mute.menu')} className="size-3.5 shrink-0 text-muted" />
          ) : null}
          {/* A chat nobody wrote in yet has no interaction worth a date (null for group chats). */}
          {last && chat.last_interacted_at ? (
            <time dateTime={chat.last_interacted_at} className="ml-auto shrink-0 text-xs text-muted">
              {lastInteractionLabel(chat.last_interacted_at, new Date(), timeZone)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={
              last?.deleted_at ? 'truncate text-sm text-muted italic' : 'truncate text-sm text-muted'
            }
          >
            {sender && text ? `${sender}: ${text}` : text}
          </span>
          <span className="ml-auto flex shrink-0 items-center gap-1">
            {chat.state.last_read_id === null ? <Badge tone="primary">{t('js.chat.new_badge')}</Badge> : null}
            <UnreadBubble count={unread} label={t('js.chat.unread_count', { count: unread })} />
          </span>
        </span>
      </span>
    </ChatViewLink>
  );
};
