import { MessageCircle, MoreHorizontal, Pencil, Quote, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import type { ListedMessage } from '../lib/merge-messages';
import { canDeleteMessage } from '../lib/time-windows';
import { useRoomContext } from '../room/room-context';

/** The actions a message offers: quote, edit and delete (own, within the windows), private chat. */
export const MessageActions = ({ message }: { message: ListedMessage }) => {
  const { t } = useTranslation();
  const room = useRoomContext();
  // Quote and Edit put the caret into the composer: the closing menu must not take focus back.
  const toComposer = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (message.pending || message.deleted_at) return null;
  const mine = message.from.id === room.myId;
  const deletable = mine && canDeleteMessage(message, room.windows);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={t('js.chat.message.actions', { name: message.from.name })}
        className="inline-flex size-7 items-center justify-center rounded-md text-muted opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-black/6 focus-visible:opacity-100 data-[state=open]:opacity-100"
      >
        <MoreHorizontal aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (!toComposer.current) return;
          toComposer.current = false;
          // The open menu kept focus to itself; on closing it goes to this room's composer instead.
          event.preventDefault();
          trigger.current
            ?.closest('[data-chat-room]')
            ?.querySelector<HTMLElement>('[data-chat-composer]:not(:disabled)')
            ?.focus();
        }}
      >
        <DropdownMenuItem
          icon={<Quote aria-hidden className="size-4" />}
          onSelect={() => {
            toComposer.current = true;
            room.quote(message);
          }}
        >
          {t('js.chat.message.quote')}
        </DropdownMenuItem>
        {/* Offered while the server allows it; the window is checked again on choosing (toast when over). */}
        {mine && room.windows.allow_update && message.can.update ? (
          <DropdownMenuItem
            icon={<Pencil aria-hidden className="size-4" />}
            onSelect={() => {
              toComposer.current = true;
              room.edit(message);
            }}
          >
            {t('js.chat.message.edit')}
          </DropdownMenuItem>
        ) : null}
        {deletable ? (
          <DropdownMenuItem
            icon={<Trash2 aria-hidden className="size-4" />}
            onSelect={() => room.remove(message)}
          >
            {t('js.chat.message.delete')}
          </DropdownMenuItem>
        ) : null}
        {/* The server decides (chat policy): group chats, other internal members who can still chat. */}
        {message.can.start_private_chat ? (
          <DropdownMenuItem
            icon={<MessageCircle aria-hidden className="size-4" />}
            onSelect={() => room.startPrivateChat(message.from.id)}
          >
            {t('js.chat.message.private_chat')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
