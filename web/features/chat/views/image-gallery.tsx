import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/icon-button';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useChatNavigation } from '../api/chat-navigation';
import { useChatSession } from '../api/chat-session-context';
import { useChatAttachments } from '../api/use-chat-attachments';
import { useRoom } from '../api/use-room';
import { imageOriginalUrl, imageThumbUrl } from '../lib/attachments';
import { type GalleryEntry, galleryIndex, galleryStep } from '../lib/gallery';

/** How far back a deep link to an older message's gallery pages before giving up. */
const MAX_PAGES_TO_FIND = 20;

type GalleryProps = { chatId: string; messageId: string; imageId: string };

type FrameProps = {
  title: string;
  entries: GalleryEntry[];
  index: number;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onStep: (delta: 1 | -1) => void;
  onClose: () => void;
  /** More images exist beyond the loaded ones (the position then shows no total yet). */
  more?: boolean;
};

/** One image at a time; Left/Right switch, Escape closes. */
const GalleryFrame = ({
  title,
  entries,
  index,
  loading,
  failed,
  onRetry,
  onStep,
  onClose,
  more,
}: FrameProps) => {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = index >= 0 ? entries[index]?.image : undefined;
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className="flex min-h-0 flex-1 flex-col bg-slate-950 text-white"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') onStep(-1);
        else if (event.key === 'ArrowRight') onStep(1);
        else if (event.key === 'Escape') onClose();
        else return;
        event.preventDefault();
      }}
    >
      <div className="flex items-center gap-2 p-2">
        <p className="flex-1 truncate px-2 text-sm">
          {image
            ? `${image.original_filename} · ${t('js.chat.gallery.position', {
                index: index + 1,
                total: more ? `${entries.length}+` : entries.length,
              })}`
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
          onClick={onClose}
          className="hover:bg-white/10"
        />
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center p-2">
        {loading ? <LoadingState /> : null}
        {failed ? <ErrorState onRetry={onRetry} /> : null}
        {image ? (
          <img
            src={imageThumbUrl(image.id, '1920x1200')}
            alt={image.original_filename}
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
        {entries.length > 1 || more ? (
          <>
            <IconButton
              label={t('js.chat.gallery.previous')}
              icon={<ChevronLeft aria-hidden className="size-6" />}
              onClick={() => onStep(-1)}
              className="absolute left-2 bg-black/40 hover:bg-black/60"
            />
            <IconButton
              label={t('js.chat.gallery.next')}
              icon={<ChevronRight aria-hidden className="size-6" />}
              onClick={() => onStep(1)}
              className="absolute right-2 bg-black/40 hover:bg-black/60"
            />
          </>
        ) : null}
      </div>
    </div>
  );
};

/** Opened from a message: the images of that message, found in the room (paging back for old ones). */
const MessageGallery = ({ chatId, messageId, imageId }: GalleryProps) => {
  const { t } = useTranslation();
  const navigation = useChatNavigation();
  const session = useChatSession();
  const room = useRoom(chatId);
  const message = room.data?.messages.find((candidate) => candidate.id === messageId);
  const entries = (message?.images ?? []).map((image) => ({ messageId, image }));
  const index = Math.max(0, galleryIndex(entries, messageId, imageId));
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

  const show = (target: GalleryEntry | 'load' | null) => {
    if (target && target !== 'load')
      navigation.go(
        { name: 'showMessageImageGallery', chatId, id: target.messageId, imageId: target.image.id },
        { replace: true },
      );
  };
  return (
    <GalleryFrame
      title={t('js.chat.gallery.title')}
      entries={entries}
      index={index}
      loading={room.isPending || searching}
      failed={room.isError || Boolean(room.data && !searching && entries.length === 0)}
      onRetry={() => void room.refetch()}
      onStep={(delta) => show(galleryStep(entries, index, delta, true))}
      onClose={() => navigation.go({ name: 'showChat', chatId })}
    />
  );
};

/** Opened from the images view: all the chat's images (chat_attachments), loading pages as needed. */
const ChatImagesGallery = ({ chatId, messageId, imageId }: GalleryProps) => {
  const { t } = useTranslation();
  const navigation = useChatNavigation();
  const { query, attachments } = useChatAttachments(chatId, 'images');
  const entries = attachments.flatMap((entry) =>
    entry.image ? [{ messageId: entry.message_id, image: entry.image }] : [],
  );
  const index = galleryIndex(entries, messageId, imageId);
  const complete = query.isSuccess && !query.hasNextPage;
  const searching = query.isSuccess && index < 0 && query.hasNextPage;
  const pagesLoaded = query.data?.pages.length ?? 0;

  // A deep link to an image further back than the first page: load pages until it is there.
  useEffect(() => {
    if (searching && !query.isFetchingNextPage && pagesLoaded < MAX_PAGES_TO_FIND) void query.fetchNextPage();
  }, [searching, query, pagesLoaded]);

  const go = (target: GalleryEntry) =>
    navigation.go(
      {
        name: 'showMessageImageGallery',
        chatId,
        id: target.messageId,
        imageId: target.image.id,
        from: 'images',
      },
      { replace: true },
    );
  const step = async (delta: 1 | -1) => {
    const target = galleryStep(entries, index, delta, complete);
    if (target === 'load') {
      if (query.isFetchingNextPage) return;
      const next = await query.fetchNextPage();
      const loaded = (next.data?.pages ?? []).flatMap((page) =>
        page.attachments.flatMap((entry) =>
          entry.image ? [{ messageId: entry.message_id, image: entry.image }] : [],
        ),
      );
      const after = loaded[index + 1];
      if (after) go(after);
      return;
    }
    if (target) go(target);
  };
  return (
    <GalleryFrame
      title={t('js.chat.gallery.title_all')}
      entries={entries}
      index={index}
      more={query.hasNextPage}
      loading={query.isPending || searching}
      failed={query.isError || (query.isSuccess && !searching && index < 0)}
      onRetry={() => void query.refetch()}
      onStep={(delta) => void step(delta)}
      onClose={() => navigation.go({ name: 'showChatImages', chatId })}
    />
  );
};

/** View showMessageImageGallery: a message's images, or all the chat's when opened from the images view. */
export const ImageGallery = ({ from, ...props }: GalleryProps & { from?: 'images' }) =>
  from === 'images' ? <ChatImagesGallery {...props} /> : <MessageGallery {...props} />;
