import { AlertTriangle, CheckCircle2, ShieldAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { IconButton } from '../../../ui/icon-button';
import { formatSize } from '../lib/file-type';
import { shortenName } from '../lib/shorten-name';
import type { UploadItem } from '../lib/upload-items';
import { FileTypeIcon } from '../listing/file-type-icon';
import { ProgressBar } from './progress-bar';

/** Statuses with their own message; others fall back to the generic upload error. */
const KNOWN_STATUSES = new Set([0, 400, 401, 403, 404, 408, 413, 415, 422, 429, 500, 502, 503]);

export const uploadErrorKey = (status: number | null) =>
  `js.files.uploader.error_code_${KNOWN_STATUSES.has(status ?? -1) ? status : 'other'}`;

/** One chosen file: progress while uploading, a check when stored, an error tile when it failed. */
export const UploadItemRow = ({ item, onRemove }: { item: UploadItem; onRemove: () => void }) => {
  const { t } = useTranslation();
  const error =
    item.state === 'failed'
      ? t(uploadErrorKey(item.status))
      : item.state === 'quarantine'
        ? t('js.files.uploader.error_quarantine')
        : null;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-lg border px-3 py-2.5',
        error ? 'border-danger/25 bg-danger-soft' : 'border-border bg-surface',
      )}
    >
      <FileTypeIcon extension={item.extension} className="size-8" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="truncate text-sm font-medium text-ink" title={item.name}>
            {shortenName(item.name)}
          </p>
          <span className="shrink-0 text-xs text-muted tabular-nums">
            {item.state === 'uploading' ? `${item.progress} %` : formatSize(item.size)}
          </span>
        </div>
        {item.state === 'uploading' ? (
          <ProgressBar
            className="mt-1.5"
            value={item.progress}
            label={t('js.files.uploader.progress', { name: item.name })}
          />
        ) : null}
        {error ? (
          <p role="alert" className="mt-0.5 flex items-center gap-1.5 text-xs text-danger">
            {item.state === 'quarantine' ? (
              <ShieldAlert aria-hidden className="size-3.5" />
            ) : (
              <AlertTriangle aria-hidden className="size-3.5" />
            )}
            {error}
          </p>
        ) : null}
        {item.state === 'volatile' || item.state === 'published' ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-success">
            <CheckCircle2 aria-hidden className="size-3.5" />
            {t(item.state === 'published' ? 'js.files.uploader.published' : 'js.files.uploader.uploaded')}
          </p>
        ) : null}
      </div>
      <IconButton
        label={t('js.files.uploader.remove', { name: item.name })}
        icon={<X aria-hidden className="size-4" />}
        onClick={onRemove}
        className="size-8 text-muted"
      />
    </li>
  );
};
