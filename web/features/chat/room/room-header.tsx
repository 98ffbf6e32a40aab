import { ArrowLeft, FileText, Image, Link2, MoreVertical, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { UnreadBubble } from '../../../ui/unread-bubble';
import { useChatNavigation } from '../api/chat-navigation';
import { useTyping } from '../api/use-typing';
import { StatusDot } from '../status/status-dot';
import type { Chat } from '../types';
import { ChatViewLink } from '../views/chat-view-link';
import { MuteMenu } from './mute-menu';

/** Back (with the unread count of the other chats), picture, title, typing or status, mute and more. */
export const RoomHeader = ({
  chat,
  otherUnread,
  timeZone,
}: {
  chat: Chat;
  otherUnread: number;
  timeZone?: string;
}) => {
  const { t } = useTranslation();
  const navigation = useChatNavigation();
  const typing = useTyping(chat.id);
  const subtitle = typing
    ? chat.type === 'group'
      ? t('js.chat.typing_named', { name: typing })
      : t('js.chat.typing')
    : chat.status
      ? chat.status.text || t(`js.chat.status.${chat.status.type}`)
      : null;
  return (
    <header className="flex items-center gap-2 border-b border-border px-2 py-2">
      <span className="relative">
        <ChatViewLink
          view={{ name: 'root' }}
          aria-label={
            otherUnread > 0 ? t('js.chat.back_with_unread', { count: otherUnread }) : t('js.chat.back')
          }
          className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </ChatViewLink>
        <UnreadBubble count={otherUnread} className="pointer-events-none absolute -top-1 -right-1" />
      </span>
      <Avatar src={chat.image_id} size="sm" shape={chat.type === 'group' ? 'square' : 'circle'} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold" tabIndex={-1} data-chat-focus>
          {chat.name}
        </h1>
        <p
          className="flex items-center gap-1.5 truncate text-xs text-muted"
          aria-live="polite"
          data-chat-subtitle
        >
          {!typing && chat.status ? <StatusDot type={chat.status.type} /> : null}
          {subtitle}
        </p>
      </div>
      {chat.can.mute ? <MuteMenu chat={chat} timeZone={timeZone} /> : null}
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('js.chat.room.more')}
          className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6"
        >
          <MoreVertical aria-hidden className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            icon={<FileText aria-hidden className="size-4" />}
            onSelect={() => navigation.go({ name: 'showChatFiles', chatId: chat.id })}
          >
            {t('js.chat.room.files')}
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<Image aria-hidden className="size-4" />}
            onSelect={() => navigation.go({ name: 'showChatImages', chatId: chat.id })}
          >
            {t('js.chat.room.images')}
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<Link2 aria-hidden className="size-4" />}
            onSelect={() => navigation.go({ name: 'showChatLinks', chatId: chat.id })}
          >
            {t('js.chat.room.links')}
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={chat.path}>
              <UserRound aria-hidden className="size-4 text-muted" />
              {t('js.chat.room.profile')}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
};
