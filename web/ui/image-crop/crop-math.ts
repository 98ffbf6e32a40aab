/**
 * The geometry of the image crop, apart from the DOM so it can be tested: the crop is a rectangle of
 * a fixed aspect inside the image, as large as fits at zoom 1 and smaller as the zoom grows, placed
 * by its centre and always kept inside the image.
 */
export type Size = { width: number; height: number };
export type CropState = { zoom: number; centerX: number; centerY: number };
export type CropRect = { x: number; y: number; width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The crop's size in image pixels at a zoom (aspect = width / height). */
export function cropSize(image: Size, aspect: number, zoom: number): Size {
  const baseWidth = Math.min(image.width, image.height * aspect);
  const width = baseWidth / clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  return { width, height: width / aspect };
}

/** The centred crop at zoom 1. */
export const initialCrop = (image: Size): CropState => ({
  zoom: MIN_ZOOM,
  centerX: image.width / 2,
  centerY: image.height / 2,
});

/** The crop rectangle in image pixels, moved back inside the image when the centre would leave it. */
export function cropRect(image: Size, aspect: number, state: CropState): CropRect {
  const { width, height } = cropSize(image, aspect, state.zoom);
  const x = clamp(state.centerX - width / 2, 0, image.width - width);
  const y = clamp(state.centerY - height / 2, 0, image.height - height);
  return { x, y, width, height };
}

/** The state with its centre clamped, so a drag past the edge does not pile up hidden offset. */
export function normalise(image: Size, aspect: number, state: CropState): CropState {
  const zoom = clamp(state.zoom, MIN_ZOOM, MAX_ZOOM);
  const rect = cropRect(image, aspect, { ...state, zoom });
  return { zoom, centerX: rect.x + rect.width / 2, centerY: rect.y + rect.height / 2 };
}

/**
 * Moves the image under the frame by a distance on screen. Dragging the picture right shows more of
 * its left side, so the crop's centre moves the other way; `viewWidth` is the frame's width on screen.
 */
export function panBy(
  image: Size,
  aspect: number,
  state: CropState,
  dx: number,
  dy: number,
  viewWidth: number,
): CropState {
  const scale = cropSize(image, aspect, state.zoom).width / viewWidth;
  return normalise(image, aspect, {
    ...state,
    centerX: state.centerX - dx * scale,
    centerY: state.centerY - dy * scale,
  });
}

/** Zooms around the current centre. */
export const zoomTo = (image: Size, aspect: number, state: CropState, zoom: number): CropState =>
  normalise(image, aspect, { ...state, zoom });

/** The output size: `width` at the aspect, never larger than the cropped pixels (no blurry upscaling). */
export function outputSize(rect: CropRect, aspect: number, width: number): Size {
  const outWidth = Math.max(1, Math.round(Math.min(width, rect.width)));
  return { width: outWidth, height: Math.max(1, Math.round(outWidth / aspect)) };
}
