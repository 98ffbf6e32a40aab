import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Modal } from '../modal';
import {
  type CropState,
  cropRect,
  initialCrop,
  MAX_ZOOM,
  MIN_ZOOM,
  outputSize,
  panBy,
  type Size,
  zoomTo,
} from './crop-math';

export type ImageCropDialogProps = {
  /** The chosen file; the dialog is open while there is one. */
  file: File | null;
  /** Width / height of the result; without it the image's own aspect is kept (zoom only trims). */
  aspect?: number;
  /** Width in pixels of the result (never more than the cropped pixels). */
  outputWidth: number;
  title: string;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
};

const VIEW_WIDTH = 320;
const KEY_STEP = 10;

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

/**
 * Crops an image in the browser before it is uploaded: drag the picture (or use the arrow keys) to
 * place it, zoom with the slider (or + and -). The result is a PNG of the given aspect and width.
 */
export const ImageCropDialog = ({
  file,
  aspect,
  outputWidth,
  title,
  onCancel,
  onCropped,
}: ImageCropDialogProps) => {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<CropState | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    setImage(null);
    setFailed(false);
    if (!file) return;
    let live = true;
    loadImage(file)
      .then((loaded) => {
        if (!live) return URL.revokeObjectURL(loaded.src);
        setImage(loaded);
        setState(initialCrop({ width: loaded.naturalWidth, height: loaded.naturalHeight }));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [file]);

  useEffect(() => () => (image ? URL.revokeObjectURL(image.src) : undefined), [image]);

  const size: Size | null = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const ratio = aspect ?? (size ? size.width / size.height : 1);
  const viewHeight = Math.round(VIEW_WIDTH / ratio);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !image || !size || !state) return;
    const rect = cropRect(size, ratio, state);
    context.clearRect(0, 0, VIEW_WIDTH, viewHeight);
    context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, VIEW_WIDTH, viewHeight);
  });

  const move = (dx: number, dy: number) =>
    size && state && setState(panBy(size, ratio, state, dx, dy, VIEW_WIDTH));
  const zoom = (value: number) => size && state && setState(zoomTo(size, ratio, state, value));

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const delta = moves[event.key];
    if (delta) move(...delta);
    else if (event.key === '+' || event.key === '=') zoom((state?.zoom ?? 1) + 0.25);
    else if (event.key === '-') zoom((state?.zoom ?? 1) - 0.25);
    else return;
    event.preventDefault();
  };

  const apply = () => {
    if (!image || !size || !state) return;
    const rect = cropRect(size, ratio, state);
    const out = outputSize(rect, ratio, outputWidth);
    const target = document.createElement('canvas');
    target.width = out.width;
    target.height = out.height;
    target
      .getContext('2d')
      ?.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, out.width, out.height);
    target.toBlob((blob) => blob && onCropped(blob), 'image/png');
  };

  return (
    <Modal
      open={file !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={t('js.image_crop.help')}
      footer={
        <>
          <Button onClick={onCancel}>{t('js.image_crop.cancel')}</Button>
          <Button variant="primary" onClick={apply} disabled={!image}>
            {t('js.image_crop.apply')}
          </Button>
        </>
      }
    >
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('js.image_crop.not_an_image')}
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4">
          <canvas
            ref={canvas}
            width={VIEW_WIDTH}
            height={viewHeight}
            tabIndex={0}
            role="img"
            aria-label={t('js.image_crop.area')}
            className="cursor-move touch-none rounded-lg border border-border bg-[repeating-conic-gradient(#eee_0_25%,#fff_0_50%)] bg-[length:16px_16px] focus-visible:outline-2 focus-visible:outline-primary"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => {
              drag.current = null;
            }}
            onKeyDown={onKeyDown}
          />
          <label className="flex w-full max-w-xs items-center gap-3 text-sm text-muted">
            {t('js.image_crop.zoom')}
            <input
              type="range"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.05}
              value={state?.zoom ?? MIN_ZOOM}
              onChange={(event) => zoom(Number(event.target.value))}
              className="flex-1 accent-primary"
            />
          </label>
        </div>
      )}
    </Modal>
  );
};
