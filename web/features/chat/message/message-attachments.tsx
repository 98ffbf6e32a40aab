import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toaster';
import { FileTypeIcon, formatSize } from '../../files';
import { fileDownloadUrl, imageGrid, imageThumbUrl } from '../lib/attachments';
import type { ChatFile, ChatImage } from '../types';
import { ChatViewLink } from '../views/chat-view-link';
import { downloadAllFiles } from './download-all';

/** Up to 4 thumbnails; the fourth carries '+N' for the rest. Each opens the message's gallery. */
export const ImageGrid = ({
  chatId,
  messageId,
  images,
}: {
  chatId: string;
  messageId: string;
  images: ChatImage[];
}) => {
  const { t } = useTranslation();
  const { shown, more } = imageGrid(images);
  if (!shown.length) return null;
  return (
    <ul
      className={
        shown.length === 1 ? 'mt-2 grid max-w-xs grid-cols-1 gap-1' : 'mt-2 grid max-w-sm grid-cols-2 gap-1'
      }
    >
      {shown.map((image, index) => (
        <li key={image.id} className="relative">
          <ChatViewLink
            view={{ name: 'showMessageImageGallery', chatId, id: messageId, imageId: image.id }}
            aria-label={t('js.chat.message.open_gallery', { name: image.original_filename })}
            className="block overflow-hidden rounded-lg bg-black/5"
          >
            {shown.length === 1 ? (
              // One image keeps its proportions within the box (the "fit inside" render, never cropped);
              // several form a grid of square thumbnails, and the gallery shows them whole.
              <img
                src={imageThumbUrl(image.id, '1920x1200')}
                alt={t('js.chat.message.image_alt', { name: image.original_filename })}
                loading="lazy"
                className="max-h-80 w-auto max-w-full object-contain"
              />
            ) : (
              <img
                src={imageThumbUrl(image.id)}
                alt={t('js.chat.message.image_alt', { name: image.original_filename })}
                width={457}
                height={457}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            )}
            {more > 0 && index === shown.length - 1 ? (
              <span className="absolute inset-0 flex items-center justify-center bg-black/50 text-2xl font-semibold text-white">
                {t('js.chat.message.more_images', { count: more })}
              </span>
            ) : null}
          </ChatViewLink>
        </li>
      ))}
    </ul>
  );
};

/** Name, size and type of each file, and "download all" as one archive. */
export const FileList = ({
  messageId,
  files,
  pending = false,
}: {
  messageId: string;
  files: ChatFile[];
  /** Not stored yet: the archive of all files needs the stored message, so it is offered later. */
  pending?: boolean;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!files.length) return null;
  const downloadAll = async () => {
    setBusy(true);
    try {
      await downloadAllFiles(messageId);
    } catch {
      toast.error(t('js.chat.errors.action_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2 space-y-1">
      <ul className="space-y-1">
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={fileDownloadUrl(file)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex max-w-sm items-center gap-2 rounded-lg border border-border bg-surface px-2 py-1.5 hover:bg-black/3"
            >
              <FileTypeIcon extension={file.extension} className="size-8" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{file.original_filename}</span>
                <span className="block text-xs text-muted">
                  {t('js.chat.message.file_meta', {
                    size: formatSize(file.size),
                    type: file.extension.toUpperCase() || file.content_type,
                  })}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {files.length > 1 && !pending ? (
        <Button
          size="sm"
          variant="ghost"
          icon={<Download aria-hidden className="size-4" />}
          loading={busy}
          onClick={() => void downloadAll()}
        >
          {t('js.chat.message.download_all')}
        </Button>
      ) : null}
    </div>
  );
};
