import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { uploadFields } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest, unprocessable } from '../../platform/errors.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { BlobTooLargeError, blobKeyFor } from '../../platform/storage/blob-store.js';
import { blobStore } from '../../platform/storage/storage.js';
import { refuseUnstorableText } from '../../platform/unstorable-text.js';
import { contentTypeFor, extensionOf, sanitizeFilename } from './filenames.js';
import type { FileRow } from './policy.js';
import { fileScanner } from './scanner.js';
import { files, fileVersions } from './tables.js';

export type UploadKind = 'file' | 'image';
export type MultipartPart = MultipartFile | { type: 'field'; fieldname: string; value: unknown };

export const memberName = (m: Pick<CurrentMember, 'firstName' | 'lastName'>) =>
  `${m.firstName} ${m.lastName}`.trim();

export const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'file_too_large',
    `The file is larger than the limit of ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
  );

/** The network's extension filter (part 1 section 5): allow or deny list, the message names the file. */
export async function checkExtension(ctx: AppContext, filename: string): Promise<void> {
  const filter = (await ctx.network.get()).config.files.extension_filter;
  if (!filter.enabled) return;
  const extension = extensionOf(filename);
  const listed = filter.extensions.map((e) => e.toLowerCase()).includes(extension);
  if (filter.mode === 'allow' && !listed) {
    throw unprocessable(
      { file: ['errors.files.type_not_in_allow_list'] },
      `The file type of ${filename} is not allowed. Allowed: ${filter.extensions.join(', ')}.`,
    );
  }
  if (filter.mode === 'deny' && listed) {
    throw unprocessable(
      { file: ['errors.files.type_not_allowed'] },
      `The file type of ${filename} is not allowed.`,
    );
  }
}

type StoredBlob = { key: string; size: number; filename: string };

/** Writes the file part to a new blob; a failed or interrupted stream leaves no blob behind. */
async function storeFilePart(ctx: AppContext, stream: Readable, filename: string): Promise<StoredBlob> {
  const key = blobKeyFor('files', newId());
  try {
    const { size } = await blobStore(ctx).write(key, stream, { maxBytes: ctx.config.uploadMaxBytes });
    return { key, size, filename };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (err instanceof BlobTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(ctx.config.uploadMaxBytes);
    throw err;
  }
}

/**
 * POST /api/storage/{files|images}: streams the one file part to storage, reads the text fields (they
 * may come after the file), checks the image, asks the scanner, and stores a volatile file with its
 * first version. Anything failing after the blob was written removes the blob again.
 */
export async function receiveUpload(
  ctx: AppContext,
  member: CurrentMember,
  kind: UploadKind,
  parts: AsyncIterable<MultipartPart>,
): Promise<FileRow> {
  const fields: Record<string, string> = {};
  let blob: StoredBlob | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || blob) {
        part.file.resume();
        continue;
      }
      // Other control characters become '_' below; a NUL is refused like everywhere else.
      refuseUnstorableText({ file: part.filename });
      const filename = sanitizeFilename(part.filename);
      await checkExtension(ctx, filename);
      blob = await storeFilePart(ctx, part.file, filename);
    }
    if (!blob) throw unprocessable({ file: ['js.required'] }, 'The upload has no file.');
    // Multipart fields are not the parsed body the HTTP guard sees (platform/http/input-text.ts).
    refuseUnstorableText(fields);
    const parsed = uploadFields.safeParse(fields);
    if (!parsed.success) throw badRequest('The upload fields are not valid.');
    return await createUploadRow(ctx, member, kind, blob, parsed.data);
  } catch (err) {
    if (blob) await blobStore(ctx).delete(blob.key);
    // The multipart parser may report the limit after the truncated part ended.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(ctx.config.uploadMaxBytes);
    throw err;
  }
}

async function createUploadRow(
  ctx: AppContext,
  member: CurrentMember,
  kind: UploadKind,
  blob: StoredBlob,
  fields: { name?: string; external_id?: string },
): Promise<FileRow> {
  const extension = extensionOf(blob.filename);
  const contentType = contentTypeFor(extension);
  if (kind === 'image') await assertImage(ctx, blob.key);
  const verdict = await fileScanner(ctx).scan({
    filename: blob.filename,
    size: blob.size,
    read: () => blobStore(ctx).read(blob.key),
  });
  return ctx.db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        type: kind,
        state: verdict === 'clean' ? 'volatile' : 'quarantine',
        name: sanitizeFilename(fields.name, blob.filename),
        originalFilename: blob.filename,
        contentType,
        extension,
        size: blob.size,
        blobKey: blob.key,
        authorId: member.id,
        authorName: memberName(member),
        externalId: fields.external_id ?? null,
      })
      .returning();
    if (!file) throw new Error('file not stored');
    await tx.insert(fileVersions).values({
      fileId: file.id,
      major: 1,
      blobKey: blob.key,
      size: blob.size,
      contentType,
      extension,
      originalFilename: blob.filename,
      authorId: member.id,
      authorName: file.authorName,
    });
    return file;
  });
}

/** Images must decode: sharp reads the header only, which is enough to refuse other files. */
async function assertImage(ctx: AppContext, key: string): Promise<void> {
  try {
    const meta = await blobStore(ctx).read(key).pipe(sharp()).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch {
    throw unprocessable({ file: ['errors.files.not_an_image'] }, 'The file is not an image.');
  }
}
