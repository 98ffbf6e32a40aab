import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/icon-button';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useChatNavigation } from '../api/chat-navigation';
import { useChatSession } from '../api/chat-session-context';
import { useRoom } from '../api/use-room';
import { imageOriginalUrl, imageThumbUrl } from '../lib/attachments';

/** How far back a deep link to an older message's gallery pages before giving up. */
const MAX_PAGES_TO_FIND = 20;

/** View showMessageImageGallery: one image of a message at a time; Left/Right switch, Escape closes. */
export const ImageGallery = ({
  chatId,
  messageId,
  imageId,
}: {
  chatId: string;
  messageId: string;
  imageId: string;
}) => {
  const { t } = useTranslation();
  const navigation = useChatNavigation();
  const session = useChatSession();
  const room = useRoom(chatId);
  const closeButton = useRef<HTMLButtonElement>(null);
  const message = room.data?.messages.find((candidate) => candidate.id === messageId);
  const images = message?.images ?? [];
  const index = Math.max(
    0,
    images.findIndex((image) => image.id === imageId),
  );
  const image = images[index];
  const searching = Boolean(room.data && !message && room.data.hasOlder);

  // A deep link to an older message: page back until it is loaded.
  useEffect(() => {
    if (!searching) return;
    let cancelled = false;
    void (async () => {
      for (let page = 0; page < MAX_PAGES_TO_FIND && !cancelled; page += 1) {
        const more = await session.loadOlder(chatId).catch(() => false);
        if (!more) break;
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [searching, session, chatId]);

  const show = (next: number) => {
    const target = images[(next + images.length) % images.length];
    if (target)
      navigation.go(
        { name: 'showMessageImageGallery', chatId, id: messageId, imageId: target.id },
        { replace: true },
      );
  };
  const close = () => navigation.go({ name: 'showChat', chatId });

  useEffect(() => closeButton.current?.focus(), []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('js.chat.gallery.title')}
      className="flex min-h-0 flex-1 flex-col bg-slate-950 text-white"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') show(index - 1);
        else if (event.key === 'ArrowRight') show(index + 1);
        else if (event.key === 'Escape') close();
        else return;
        event.preventDefault();
      }}
    >
      <div className="flex items-center gap-2 p-2">
        <p className="flex-1 truncate px-2 text-sm">
          {image
            ? `${image.original_filename} · ${t('js.chat.gallery.position', { index: index + 1, total: images.length })}`
            : null}
        </p>
        {image ? (
          <a
            href={imageOriginalUrl(image.id)}
            download={image.original_filename}
            aria-label={t('js.chat.gallery.download')}
            className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-white/10"
          >
            <Download aria-hidden className="size-5" />
          </a>
        ) : null}
        <IconButton
          ref={closeButton}
          label={t('js.chat.gallery.close')}
          icon={<X aria-hidden className="size-5" />}
          onClick={close}
          className="hover:bg-white/10"
        />
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center p-2">
        {room.isPending || searching ? <LoadingState /> : null}
        {room.isError || (room.data && !searching && !image) ? (
          <ErrorState onRetry={() => void room.refetch()} />
        ) : null}
        {image ? (
          <img
            src={imageThumbUrl(image.id, '1920x1200')}
            alt={image.original_filename}
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
        {images.length > 1 ? (
          <>
            <IconButton
              label={t('js.chat.gallery.previous')}
              icon={<ChevronLeft aria-hidden className="size-6" />}
              onClick={() => show(index - 1)}
              className="absolute left-2 bg-black/40 hover:bg-black/60"
            />
            <IconButton
              label={t('js.chat.gallery.next')}
              icon={<ChevronRight aria-hidden className="size-6" />}
              onClick={() => show(index + 1)}
              className="absolute right-2 bg-black/40 hover:bg-black/60"
            />
          </>
        ) : null}
      </div>
    </div>
  );
};
