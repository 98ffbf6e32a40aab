import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/avatar';
import { cn } from '../../../ui/cn';
import { UnreadBubble } from '../../../ui/unread-bubble';
import type { Chat } from '../types';
import { ChatViewLink } from '../views/chat-view-link';

/** Part 1 section 9: up to 10 recent chats; empty places fill the rest of the strip. */
export const QUICK_SELECT_SIZE = 10;

export const QuickSelect = ({ chats, currentId }: { chats: Chat[]; currentId: string }) => {
  const { t } = useTranslation();
  const shown = chats.slice(0, QUICK_SELECT_SIZE);
  const empty = QUICK_SELECT_SIZE - shown.length;
  return (
    <nav aria-label={t('js.chat.quick_select')} className="border-t border-border bg-canvas px-2 py-1.5">
      <ul className="flex gap-1.5 overflow-x-auto">
        {shown.map((chat) => (
          <li key={chat.id} className="relative shrink-0">
            <ChatViewLink
              view={{ name: 'showChat', chatId: chat.id }}
              aria-label={chat.name}
              title={chat.name}
              className={cn(
                'block rounded-full p-0.5',
                chat.id === currentId ? 'ring-2 ring-primary' : 'hover:ring-2 hover:ring-black/10',
              )}
            >
              <Avatar src={chat.image_id} size="sm" shape={chat.type === 'group' ? 'square' : 'circle'} />
            </ChatViewLink>
            <UnreadBubble count={chat.state.unread_count} className="absolute -top-1 -right-1" />
          </li>
        ))}
        {Array.from({ length: empty }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            aria-hidden
            title={t('js.chat.quick_select_empty')}
            className="size-9 shrink-0 rounded-full border border-dashed border-border-strong"
          />
        ))}
      </ul>
    </nav>
  );
};
