import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileTypeIcon, type UploadItem, type UploadKind, uploadErrorKey } from '../../files';
import { imageThumbUrl } from '../lib/attachments';

/** The composer's attachments: image previews (200x200) and file chips, with progress and removal. */
export const AttachmentTiles = ({
  kind,
  items,
  onRemove,
}: {
  kind: UploadKind;
  items: UploadItem[];
  onRemove: (clientId: string) => void;
}) => {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <ul className="flex flex-wrap gap-2 px-3 pt-2">
      {items.map((item) => {
        const failed = item.state === 'failed' || item.state === 'quarantine';
        const error =
          item.state === 'quarantine'
            ? t('js.files.uploader.error_quarantine')
            : item.state === 'failed'
              ? t(uploadErrorKey(item.status))
              : null;
        return (
          <li
            key={item.clientId}
            className={
              failed
                ? 'relative flex max-w-56 items-center gap-2 rounded-lg border border-danger/40 bg-danger-soft p-1.5 pr-8'
                : 'relative flex max-w-56 items-center gap-2 rounded-lg border border-border bg-surface p-1.5 pr-8'
            }
          >
            {kind === 'images' && item.id && item.state === 'volatile' ? (
              <img src={imageThumbUrl(item.id, '200x200')} alt="" className="size-10 rounded object-cover" />
            ) : (
              <FileTypeIcon extension={item.extension} className="size-10" />
            )}
            <span className="min-w-0 text-xs">
              <span className="block truncate font-medium">{item.name}</span>
              {item.state === 'uploading' ? (
                <span className="block text-muted">
                  {t('js.chat.composer.uploading')} {item.progress} %
                </span>
              ) : null}
              {error ? <span className="block text-danger">{error}</span> : null}
            </span>
            <button
              type="button"
              onClick={() => onRemove(item.clientId)}
              aria-label={t('js.chat.composer.remove_attachment', { name: item.name })}
              className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded hover:bg-black/6"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
};
