import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetImage } from '../../../contract/channel-widgets';
import { IconButton } from '../../ui/icon-button';
import { ImageUpload } from '../../ui/image-crop/image-upload';
import { UploadPanel, useUploader } from '../files';

const GALLERY_MAX = 60;

/**
 * The pictures of an images widget: those it has (removable) and new uploads (the one upload hook);
 * the widget's save publishes the uploads as its files.
 */
export const GalleryField = ({
  initial,
  onChange,
  onBusyChange,
}: {
  initial: WidgetImage[];
  onChange: (ids: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}) => {
  const { t } = useTranslation();
  const [kept, setKept] = useState(initial);
  const uploader = useUploader({ kind: 'images', maxFiles: GALLERY_MAX - kept.length });
  // The parent hears of a change of the chosen ids only (not of every render).
  const ids = [...kept.map((image) => image.id), ...uploader.readyIds].join(',');
  const callbacks = useRef({ onChange, onBusyChange });
  callbacks.current = { onChange, onBusyChange };
  const first = useRef(ids);
  useEffect(() => {
    if (ids !== first.current) callbacks.current.onChange(ids ? ids.split(',') : []);
  }, [ids]);
  useEffect(() => callbacks.current.onBusyChange(uploader.uploading), [uploader.uploading]);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">{t('js.channel_widgets.fields.images')}</legend>
      {kept.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {kept.map((image, index) => (
            <li key={image.id} className="relative">
              <img
                src={image.thumbnail_url}
                alt=""
                className="aspect-square w-full rounded-md object-cover"
              />
              <IconButton
                className="absolute top-1 right-1 bg-surface"
                label={t('js.channel_widgets.remove_image', { index: index + 1 })}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => setKept((current) => current.filter((entry) => entry.id !== image.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <UploadPanel uploader={uploader} />
    </fieldset>
  );
};

/** The banner's picture, cropped wide in the browser and uploaded; removable. */
export const BannerImageField = ({
  initialUrl,
  onChange,
  onBusyChange,
  label,
}: {
  initialUrl: string | null;
  onChange: (id: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  /** The banner's label unless given (a link widget's own picture uses the same field). */
  label?: string;
}) => {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(initialUrl);
  return (
    <ImageUpload
      label={label ?? t('js.channel_widgets.fields.banner_image')}
      previewUrl={preview}
      aspect={4}
      outputWidth={1920}
      onUploaded={(id, url) => {
        setPreview(url);
        onChange(id);
      }}
      onRemove={() => {
        setPreview(null);
        onChange(null);
      }}
      onBusyChange={onBusyChange}
    />
  );
};
