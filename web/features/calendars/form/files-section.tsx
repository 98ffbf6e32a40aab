import { ImagePlus, Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_EVENT_FILES } from '../../../../contract/appointments';
import { Button } from '../../../ui/button';
import { fieldErrorTexts } from '../../../ui/form/field-message';
import { FileTypeIcon, UploadModal } from '../../files';
import { FileList } from '../shared/file-list';
import type { SectionProps } from './section-props';

/** Event files (uploaded through the files area's modal, shown 2 then "show more") and the event image. */
export const FilesSection = ({
  values,
  apply,
  filesError,
  imageUrl,
}: Omit<SectionProps, 'control'> & { filesError: FieldError | undefined; imageUrl: string | null }) => {
  const { t } = useTranslation();
  const filesErrors = fieldErrorTexts(t, filesError);
  const [uploading, setUploading] = useState<'files' | 'image' | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t('js.calendars.form.event_files')}</h3>
        <FileList
          files={values.eventFiles}
          renderActions={(file) => (
            <button
              type="button"
              className="rounded p-1 text-muted hover:bg-black/5"
              aria-label={t('js.calendars.picker.remove', { name: file.name })}
              onClick={() =>
                apply((current) => ({
                  ...current,
                  eventFiles: current.eventFiles.filter((x) => x.id !== file.id),
                }))
              }
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
          icon={(file) => <FileTypeIcon extension={file.name.split('.').pop() ?? ''} className="size-4" />}
        />
        {filesErrors.length ? <p className="text-sm text-danger">{filesErrors.join(' ')}</p> : null}
        <div>
          <Button
            size="sm"
            icon={<Paperclip aria-hidden className="size-4" />}
            disabled={values.eventFiles.length >= MAX_EVENT_FILES}
            onClick={() => setUploading('files')}
          >
            {t('js.calendars.form.add_files')}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t('js.calendars.form.event_image')}</h3>
        {values.eventImage ? (
          <div className="flex items-center gap-3">
            {imageUrl && !values.eventImage.name ? (
              <img src={imageUrl} alt="" className="h-16 w-24 rounded object-cover" />
            ) : (
              <span className="text-sm">{values.eventImage.name}</span>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => apply((current) => ({ ...current, eventImage: null }))}
            >
              {t('js.calendars.form.remove_image')}
            </Button>
          </div>
        ) : (
          <div>
            <Button
              size="sm"
              icon={<ImagePlus aria-hidden className="size-4" />}
              onClick={() => setUploading('image')}
            >
              {t('js.calendars.form.add_image')}
            </Button>
          </div>
        )}
      </div>
      <UploadModal
        open={uploading !== null}
        onOpenChange={(open) => (open ? undefined : setUploading(null))}
        kind={uploading === 'image' ? 'images' : 'files'}
        maxFiles={uploading === 'image' ? 1 : Math.max(1, MAX_EVENT_FILES - values.eventFiles.length)}
        title={uploading === 'image' ? t('js.calendars.form.add_image') : t('js.calendars.form.add_files')}
        submitLabel={t('js.calendars.form.attach')}
        onSubmit={(items) => {
          const added = items
            .filter((item) => item.id)
            .map((item) => ({ id: item.id as string, name: item.name, size: item.size }));
          if (uploading === 'image')
            apply((current) => ({ ...current, eventImage: added[0] ?? current.eventImage }));
          else apply((current) => ({ ...current, eventFiles: [...current.eventFiles, ...added] }));
        }}
      />
    </div>
  );
};
