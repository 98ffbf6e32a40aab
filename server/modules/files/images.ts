import sharp from 'sharp';
import { IMAGE_SIZES, type ImageSize } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { blobStore } from '../../platform/storage/storage.js';
import { Access } from './access.js';
import { variantPrefix } from './destroy.js';
import type { BlobToSend } from './download.js';
import { canDownloadFile, type FileRow } from './policy.js';

/** Only the spec's sizes are rendered, so nobody can fill the disk with renders of arbitrary sizes. */
export function parseImageSize(raw: string): ImageSize | null {
  const size = /^\d+$/.test(raw) ? `${raw}x${raw}` : raw;
  return (IMAGE_SIZES as readonly string[]).includes(size) ? (size as ImageSize) : null;
}

/** 1920x1200 is a "fit inside" size for galleries; the square sizes are cropped thumbnails. */
function transformer(size: ImageSize) {
  const [width, height] = size.split('x').map(Number);
  const fit = size === '1920x1200' ? 'inside' : 'cover';
  // rotate() applies the EXIF orientation before the metadata is dropped.
  return sharp({ limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width, height, fit, withoutEnlargement: fit === 'inside' })
    .webp({ quality: 82 });
}

const isImage = (file: FileRow) =>
  file.type === 'image' || /^image\/(png|jpeg|gif|webp|avif|tiff|bmp)$/.test(file.contentType);

/** Renders once, then serves the cached render (a blob under the source blob's variant prefix). */
export async function renderedImage(ctx: AppContext, file: FileRow, size: ImageSize): Promise<BlobToSend> {
  const store = blobStore(ctx);
  const key = `${variantPrefix(file.blobKey)}/${size}.webp`;
  const filename = `${file.originalFilename.replace(/\.[^.]*$/, '')}-${size}.webp`;
  const cached = await store.stat(key);
  if (cached) return { key, size: cached.size, contentType: 'image/webp', filename };
  try {
    const { size: bytes } = await store.write(key, store.read(file.blobKey).pipe(transformer(size)));
    return { key, size: bytes, contentType: 'image/webp', filename };
  } catch (err) {
    ctx.log.info({ err, fileId: file.id }, 'image not rendered');
    throw new AppError(422, 'not_an_image', 'The image could not be rendered.');
  }
}

async function visibleImage(ctx: AppContext, viewer: Viewer, id: string): Promise<FileRow> {
  const a = await new Access(ctx, viewer).file(id);
  if (!canDownloadFile(viewer, a) || !isImage(a.file)) throw notFound('image');
  return a.file;
}

/** GET /api/storage/images/{id}/get/{size} */
export async function imageVariant(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  rawSize: string,
): Promise<BlobToSend> {
  const size = parseImageSize(rawSize);
  if (!size) throw notFound('image size');
  return renderedImage(ctx, await visibleImage(ctx, viewer, id), size);
}

/** GET /api/storage/images/{id}/get */
export async function imageOriginal(ctx: AppContext, viewer: Viewer, id: string): Promise<BlobToSend> {
  const f = await visibleImage(ctx, viewer, id);
  return { key: f.blobKey, size: f.size, contentType: f.contentType, filename: f.originalFilename };
}

/** GET /api/storage/assets/{id}/preview: images get a 457x457 thumbnail; other types have no preview yet. */
export async function assetPreview(ctx: AppContext, viewer: Viewer, id: string): Promise<BlobToSend> {
  const a = await new Access(ctx, viewer).file(id);
  if (!canDownloadFile(viewer, a) || !isImage(a.file)) throw notFound('preview');
  return renderedImage(ctx, a.file, '457x457');
}
