import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { ImageSize } from '../../../contract/files.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { blobStore } from '../../platform/storage/storage.js';
import { attachUploads } from './attachments.js';
import { renderedImage } from './images.js';
import type { FileRow } from './policy.js';
import { sendBlob } from './send-blob.js';
import { files } from './tables.js';

/**
 * Images that belong to a record of another module (a design's logo, a member's picture) rather than
 * to a folder. They are uploads (`POST /api/storage/images`, volatile) the owning form publishes, and
 * they are served by the owning module's route, which decides who may see them.
 */

export type ImageFormat = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The format by the first bytes (magic numbers); the name and the browser's type are not trusted. */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  const at = (offset: number, bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

async function readBlob(ctx: AppContext, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of blobStore(ctx).read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Publishes the viewer's upload as the owner's image in the caller's transaction, after checking that
 * it is small enough and really a PNG, JPEG, GIF or WebP image sharp can decode. 422 on `field`
 * otherwise (the transaction then rolls back, so the upload stays volatile).
 */
export async function attachImageUpload(
  ctx: AppContext,
  tx: Tx,
  viewer: Viewer,
  owner: { type: string; id: string },
  fileId: string,
  field: string,
  maxBytes: number,
): Promise<void> {
  const [file] = await attachUploads(tx, viewer, owner, [fileId], field);
  if (!file) throw unprocessable({ [field]: ['errors.attachments.not_own_upload'] });
  if (file.size > maxBytes) throw unprocessable({ [field]: ['errors.images.too_large'] });
  const bytes = await readBlob(ctx, file.blobKey);
  const format = sniffImageFormat(bytes.subarray(0, 16));
  const decodable = format
    ? await sharp(bytes, { limitInputPixels: 100_000_000 })
        .metadata()
        .then((meta) => Boolean(meta.width && meta.height))
        .catch(() => false)
    : false;
  if (!format || !decodable) throw unprocessable({ [field]: ['errors.images.unsupported_type'] });
  await tx.update(files).set({ contentType: format, type: 'image' }).where(eq(files.id, file.id));
}

async function ownedImage(ctx: AppContext, ownerType: string, fileId: string): Promise<FileRow> {
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerType, ownerType),
        eq(files.state, 'published'),
        isNull(files.folderId),
      ),
    )
    .limit(1);
  if (!file) throw notFound('image');
  return file;
}

/** The owner of a published image (to check rights before serving it), or null. */
export async function ownerOfImage(ctx: AppContext, ownerType: string, fileId: string) {
  const [row] = await ctx.db
    .select({ ownerId: files.ownerId })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerType, ownerType), eq(files.state, 'published')))
    .limit(1);
  return row?.ownerId ?? null;
}

/**
 * Streams an owned image, the original or one of the spec's square sizes. The URL holds the file id,
 * which changes with every new image, so browsers may keep it for a long time.
 */
export async function sendOwnedImage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  ownerType: string,
  fileId: string,
  size: ImageSize | 'original',
) {
  const file = await ownedImage(ctx, ownerType, fileId);
  const blob =
    size === 'original'
      ? { key: file.blobKey, size: file.size, contentType: file.contentType, filename: file.originalFilename }
      : await renderedImage(ctx, file, size);
  return sendBlob(request, reply, blobStore(ctx), blob, { download: false, cacheSeconds: 31_536_000 });
}
