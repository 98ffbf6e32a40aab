import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useChatAttachments } from '../api/use-chat-attachments';
import { imageThumbUrl } from '../lib/attachments';
import { ChatViewLink } from './chat-view-link';
import { SubViewFrame } from './sub-view-frame';

/**
 * View showChatImages: every image of the chat from the server (chat_attachments) as a grid; each
 * opens the gallery, which from here pages through all the chat's images.
 */
export const ChatImagesView = ({ chatId }: { chatId: string }) => {
  const { t } = useTranslation();
  const { query, attachments } = useChatAttachments(chatId, 'images');
  return (
    <SubViewFrame
      chatId={chatId}
      title={t('js.chat.views.images')}
      hasOlder={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onLoadOlder={() => void query.fetchNextPage()}
      loadLabel={t('js.chat.views.load_more')}
      loadError={query.isFetchNextPageError ? t('js.chat.views.load_more_failed') : null}
    >
      {query.isPending ? <LoadingState /> : null}
      {query.isError && !query.isFetchNextPageError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && attachments.length === 0 ? (
        <EmptyState title={t('js.chat.views.no_images')} />
      ) : null}
      <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-4">
        {attachments.map(({ image, message_id }) =>
          image ? (
            <li key={`${message_id}-${image.id}`}>
              <ChatViewLink
                view={{
                  name: 'showMessageImageGallery',
                  chatId,
                  id: message_id,
                  imageId: image.id,
                  from: 'images',
                }}
                aria-label={t('js.chat.message.open_gallery', { name: image.original_filename })}
                className="block overflow-hidden rounded-lg bg-black/5"
              >
                <img
                  src={imageThumbUrl(image.id, '200x200')}
                  alt={t('js.chat.message.image_alt', { name: image.original_filename })}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </ChatViewLink>
            </li>
          ) : null,
        )}
      </ul>
    </SubViewFrame>
  );
};
