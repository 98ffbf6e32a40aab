import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { toast } from '../toaster';
import { ImageCropDialog } from './image-crop-dialog';
import { uploadImage } from './upload-image';

export type ImageUploadProps = {
  label: string;
  /** What shows now (the stored image or a fresh upload's local preview); null for none. */
  previewUrl: string | null;
  aspect?: number;
  outputWidth: number;
  /** How the preview is drawn: round for profile pictures. */
  shape?: 'round' | 'rect';
  /** A cropped image was uploaded: its upload id and a local URL to preview it. */
  onUploaded: (id: string, previewUrl: string) => void;
  onRemove?: () => void;
  onBusyChange?: (busy: boolean) => void;
};

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Choose an image, crop it, upload it: the one way images reach designs and profile pictures. */
export const ImageUpload = ({
  label,
  previewUrl,
  aspect,
  outputWidth,
  shape = 'rect',
  onUploaded,
  onRemove,
  onBusyChange,
}: ImageUploadProps) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const setUploading = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };
  const cropped = async (image: Blob) => {
    setFile(null);
    setUploading(true);
    try {
      const id = await uploadImage(image, 'image.png');
      onUploaded(id, URL.createObjectURL(image));
    } catch {
      toast.error(t('js.image_crop.upload_failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="block text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt=""
            className={
              shape === 'round'
                ? 'size-20 rounded-full border border-border object-cover'
                : 'h-14 max-w-60 rounded border border-border bg-canvas object-contain'
            }
          />
        ) : (
          <span className="text-sm text-muted">{t('js.image_crop.none')}</span>
        )}
        <Button size="sm" onClick={() => input.current?.click()} loading={busy}>
          <ImagePlus aria-hidden className="size-4" />
          {previewUrl ? t('js.image_crop.replace') : t('js.image_crop.choose')}
        </Button>
        {previewUrl && onRemove ? (
          <Button size="sm" variant="ghost" onClick={onRemove} disabled={busy}>
            <Trash2 aria-hidden className="size-4" />
            {t('js.image_crop.remove')}
          </Button>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </div>
      <ImageCropDialog
        file={file}
        aspect={aspect}
        outputWidth={outputWidth}
        title={t('js.image_crop.title', { label })}
        onCancel={() => setFile(null)}
        onCropped={(image) => void cropped(image)}
      />
    </fieldset>
  );
};
