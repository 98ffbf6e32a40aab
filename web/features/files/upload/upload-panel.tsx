import { UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { acceptAttribute } from '../lib/extension-filter';
import { UploadItemRow } from './upload-item-row';
import type { Uploader } from './use-uploader';

/**
 * Drop zone, file input, the extension rule in words, remaining places and the list of chosen files.
 * Used by the upload modal and the add-files page alike.
 */
export const UploadPanel = ({
  uploader,
  invalid,
  describedBy,
}: {
  uploader: Uploader;
  invalid?: boolean;
  describedBy?: string;
}) => {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { filter, remaining, max, visibleItems } = uploader;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploader.addFiles(Array.from(event.dataTransfer.files));
  };

  const rule = filter?.enabled
    ? filter.mode === 'allow'
      ? t('js.files.uploader.filter_allow_hint', { extensions: filter.extensions.join(', ') })
      : t('js.files.uploader.filter_deny_hint', { extensions: filter.extensions.join(', ') })
    : null;

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          dragging
            ? 'border-primary bg-primary-soft'
            : 'border-border-strong bg-canvas hover:border-primary/60',
          invalid && 'border-danger/60',
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
          <UploadCloud aria-hidden className="size-6" />
        </span>
        <span className="text-sm font-medium text-ink">{t('js.files.uploader.drop_or_choose')}</span>
        <span className="text-xs text-muted">
          {t('js.files.uploader.remaining', { count: Math.max(0, remaining), max })}
        </span>
        {rule ? <span className="max-w-md text-xs text-muted">{rule}</span> : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple={max > 1}
          accept={acceptAttribute(filter)}
          aria-label={t('js.files.uploader.choose_files')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="sr-only"
          onChange={(event) => {
            uploader.addFiles(Array.from(event.target.files ?? []));
            // Choosing the same file again after removing it must fire change again.
            event.target.value = '';
          }}
        />
      </label>
      {visibleItems.length ? (
        <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label={t('js.files.uploader.chosen_files')}>
          {visibleItems.map((item) => (
            <UploadItemRow key={item.clientId} item={item} onRemove={() => uploader.remove(item.clientId)} />
          ))}
        </ul>
      ) : null}
      {remaining < 0 ? (
        <p role="alert" className="text-sm text-danger">
          {t('js.files.uploader.too_many', { count: max })}
        </p>
      ) : null}
    </div>
  );
};
