import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useChatLinks } from '../api/use-chat-links';
import { LinkPreviewCard } from '../message/link-preview';
import { SubViewFrame } from './sub-view-frame';

/** View showChatLinks: the links shared in the chat, newest first (get_link_attachments). */
export const ChatLinksView = ({ chatId }: { chatId: string }) => {
  const { t } = useTranslation();
  const links = useChatLinks(chatId);
  return (
    <SubViewFrame chatId={chatId} title={t('js.chat.views.links')}>
      {links.isPending ? <LoadingState /> : null}
      {links.isError ? <ErrorState onRetry={() => void links.refetch()} /> : null}
      {links.data && links.data.length === 0 ? <EmptyState title={t('js.chat.views.no_links')} /> : null}
      <ul className="space-y-1">
        {links.data?.map((link) => (
          <li key={link.id}>
            <LinkPreviewCard link={link} />
          </li>
        ))}
      </ul>
    </SubViewFrame>
  );
};
