import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { imageThumbUrl } from '../lib/attachments';
import { ChatViewLink } from './chat-view-link';
import { SubViewFrame } from './sub-view-frame';
import { useRoomHistory } from './use-all-messages';

/** View showChatImages: every image of the loaded messages as a grid; each opens its gallery. */
export const ChatImagesView = ({ chatId }: { chatId: string }) => {
  const { t } = useTranslation();
  const history = useRoomHistory(chatId);
  const images = history.messages.flatMap((message) => message.images.map((image) => ({ image, message })));
  return (
    <SubViewFrame
      chatId={chatId}
      title={t('js.chat.views.images')}
      hasOlder={history.hasOlder}
      loading={history.loading}
      onLoadOlder={() => void history.loadOlder()}
    >
      {history.room.isPending ? <LoadingState /> : null}
      {history.room.isError ? <ErrorState onRetry={() => void history.room.refetch()} /> : null}
      {history.room.data && images.length === 0 ? <EmptyState title={t('js.chat.views.no_images')} /> : null}
      <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-4">
        {images.map(({ image, message }) => (
          <li key={`${message.id}-${image.id}`}>
            <ChatViewLink
              view={{ name: 'showMessageImageGallery', chatId, id: message.id, imageId: image.id }}
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
        ))}
      </ul>
    </SubViewFrame>
  );
};
