import { MessageSquarePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/api/use-me';
import { useNetwork } from '../../../app/api/use-network';
import { IconButton } from '../../../ui/icon-button';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useChatNavigation } from '../api/chat-navigation';
import { useMyChats } from '../api/use-my-chats';
import { useMyProfile } from '../api/use-my-profile';
import { StatusMenu } from '../status/status-menu';
import { ChatViewLink } from '../views/chat-view-link';
import { ChatRow } from './chat-row';
import { moveRowFocus } from './roving-focus';

/** View root: headline, status, start-new, close (sidebar) and one row per chat. */
export const ChatList = () => {
  const { t } = useTranslation();
  const navigation = useChatNavigation();
  const network = useNetwork();
  const me = useMe();
  const profile = useMyProfile();
  const chats = useMyChats();
  const showStatus = network.data?.config.show_online_status ?? false;
  return (
    <section aria-labelledby="chat-list-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-4 py-3">
        <h1 id="chat-list-title" className="text-lg font-semibold" tabIndex={-1} data-chat-focus>
          {t('js.chat.title')}
        </h1>
        {showStatus && profile.data ? <StatusMenu profile={profile.data} /> : null}
        <ChatViewLink
          view={{ name: 'newChat' }}
          aria-label={t('js.chat.start_new')}
          title={t('js.chat.start_new')}
          className="ml-auto inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6"
        >
          <MessageSquarePlus aria-hidden className="size-5" />
        </ChatViewLink>
        {navigation.close ? (
          <IconButton
            label={t('js.chat.close')}
            icon={<X aria-hidden className="size-5" />}
            onClick={navigation.close}
          />
        ) : null}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {chats.isPending ? <LoadingState /> : null}
        {chats.isError ? (
          <ErrorState message={t('js.chat.load_error')} onRetry={() => void chats.refetch()} />
        ) : null}
        {chats.data && chats.data.length === 0 ? (
          <EmptyState
            title={t('js.chat.no_chats')}
            description={t('js.chat.no_chats_hint')}
            action={
              <ChatViewLink
                view={{ name: 'newChat' }}
                className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary"
              >
                {t('js.chat.new_chat')}
              </ChatViewLink>
            }
          />
        ) : null}
        {chats.data?.length ? (
          <ul aria-label={t('js.chat.chats_label')} data-chat-rows className="space-y-0.5">
            {chats.data.map((chat) => (
              <li key={chat.id}>
                <ChatRow
                  chat={chat}
                  myId={profile.data?.member.id ?? null}
                  timeZone={me.data?.time_zone}
                  onKeyDown={moveRowFocus}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
};
