import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/api/use-me';
import { useNetwork } from '../../../app/api/use-network';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useChatNavigation } from '../api/chat-navigation';
import { useChatSession } from '../api/chat-session-context';
import { useMyChats } from '../api/use-my-chats';
import { useMyProfile } from '../api/use-my-profile';
import { useRoom } from '../api/use-room';
import { Composer } from '../composer/composer';
import type { ListedMessage } from '../lib/merge-messages';
import { canDeleteMessage, canEditMessage, periodMinutes } from '../lib/time-windows';
import { upsertChatFirst } from '../transport/room-cache';
import { MessageList } from './message-list';
import { QuickSelect } from './quick-select';
import { RoomContext, type RoomContextValue } from './room-context';
import { RoomHeader } from './room-header';

const DEFAULT_WINDOWS = {
  allow_update: false,
  allow_destroy: false,
  update_period_of_time: 0,
  destroy_period_of_time: 0,
  max_file_attachments: 10,
  max_image_attachments: 10,
};

/** View showChat: header, messages, composer and the quick-select strip. */
export const ChatRoom = ({ chatId }: { chatId: string }) => {
  const { t } = useTranslation();
  const session = useChatSession();
  const client = useQueryClient();
  const navigation = useChatNavigation();
  const network = useNetwork();
  const me = useMe();
  const profile = useMyProfile();
  const chats = useMyChats();
  const room = useRoom(chatId);
  const [quote, setQuote] = useState<ListedMessage | null>(null);
  const [editing, setEditing] = useState<ListedMessage | null>(null);
  const [deleting, setDeleting] = useState<ListedMessage | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const config = profile.data?.config ?? network.data?.config.chat ?? DEFAULT_WINDOWS;
  const myId = profile.data?.member.id ?? me.data?.id ?? null;
  const timeZone = me.data?.time_zone;

  // Changing chats leaves quote and edit behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chat id is the trigger
  useEffect(() => {
    setQuote(null);
    setEditing(null);
  }, [chatId]);

  const chat = room.data?.chat;
  const context = useMemo<RoomContextValue | null>(
    () =>
      chat
        ? {
            chat,
            myId,
            windows: config,
            quote: (message) => {
              setEditing(null);
              setQuote(message);
            },
            edit: (message) => {
              if (!canEditMessage(message, config)) {
                toast.error(
                  t('js.chat.errors.edit_period_ended', {
                    count: periodMinutes(config.update_period_of_time),
                  }),
                );
                return;
              }
              setQuote(null);
              setEditing(message);
            },
            remove: (message) => setDeleting(message),
            startPrivateChat: (memberId) => {
              session
                .request('create_chat', { member_id: memberId })
                .then(({ chat: opened }) => {
                  if (opened.last_message) upsertChatFirst(client, opened);
                  navigation.go({ name: 'showChat', chatId: opened.id });
                })
                .catch(() => toast.error(t('js.chat.errors.action_failed')));
            },
          }
        : null,
    [chat, myId, config, t, session, client, navigation],
  );

  const confirmDelete = async () => {
    if (!deleting || !chat) return;
    if (!canDeleteMessage(deleting, config)) {
      setDeleting(null);
      toast.error(t('js.chat.errors.action_failed'));
      return;
    }
    setDeletePending(true);
    try {
      const { message } = await session.request('delete_message', { chat_id: chat.id, id: deleting.id });
      session.received(message);
      toast.success(t('js.chat.message.deleted'));
      setDeleting(null);
    } catch {
      toast.error(t('js.chat.errors.action_failed'));
    } finally {
      setDeletePending(false);
    }
  };

  if (room.isPending) return <LoadingState className="flex-1" />;
  if (room.isError || !room.data || !context || !chat)
    return (
      <ErrorState message={t('js.chat.load_error')} onRetry={() => void room.refetch()} className="flex-1" />
    );

  const otherUnread = (chats.data ?? [])
    .filter((other) => other.id !== chat.id)
    .reduce((sum, other) => sum + other.state.unread_count, 0);

  return (
    <RoomContext.Provider value={context}>
      <section aria-label={chat.name} data-chat-room className="flex min-h-0 flex-1 flex-col">
        <RoomHeader chat={chat} otherUnread={otherUnread} timeZone={timeZone} />
        <MessageList
          chat={chat}
          messages={room.data.messages}
          hasOlder={room.data.hasOlder}
          myId={myId}
          timeZone={timeZone}
        />
        <Composer
          key={chat.id}
          quote={quote}
          editing={editing}
          onCancelQuote={() => setQuote(null)}
          onDoneEditing={() => setEditing(null)}
          maxFiles={config.max_file_attachments}
          maxImages={config.max_image_attachments}
        />
        <QuickSelect chats={chats.data ?? []} currentId={chat.id} />
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('js.chat.message.delete_title')}
        description={t('js.chat.message.delete_text')}
        confirmLabel={t('js.chat.message.delete')}
        destructive
        pending={deletePending}
        onConfirm={() => void confirmDelete()}
      />
    </RoomContext.Provider>
  );
};
