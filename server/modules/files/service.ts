import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { blobStore } from '../../platform/storage/storage.js';
import { Access } from './access.js';
import { fileDownload } from './download.js';
import { sendBlob } from './send-blob.js';

/**
 * What other modules may use of the files module. Attachments: a module registers who may read its
 * attachments, publishes the sender's uploads as attachments of its record, and serves them here,
 * with the same safe headers as every other download.
 */
export {
  type AttachedFile,
  type AttachmentAccessCheck,
  type AttachmentDetail,
  attachedFiles,
  attachmentDetails,
  attachmentIdsOf,
  attachmentOwners,
  attachUploads,
} from './attachments.js';
export { destroyFiles } from './destroy.js';
export { parseImageSize } from './images.js';
export { attachImageUpload, ownerOfImage, sendOwnedImage, sniffImageFormat } from './owned-images.js';

/**
 * Names of a file or folder the viewer may see, for link previews of internal links; null when it
 * does not exist or is hidden from the viewer.
 */
export async function visibleFileOrFolder(
  ctx: AppContext,
  viewer: Viewer,
  kind: 'file' | 'folder',
  id: string,
): Promise<{ id: string; name: string; description: string } | null> {
  const access = new Access(ctx, viewer);
  if (kind === 'folder') {
    const folder = (await access.folders([id])).get(id)?.folder;
    return folder ? { id: folder.id, name: folder.name, description: folder.description } : null;
  }
  const file = (await access.files([id])).get(id)?.file;
  return file
    ? { id: file.id, name: file.name || file.originalFilename, description: file.description }
    : null;
}

/**
 * Names, extensions and content types of the files among `ids` the viewer may see, by id, for fields
 * that refer to files (property values); hidden and unknown files are missing from the map.
 */
export async function visibleFileFacts(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; extension: string; contentType: string }>> {
  const found = await new Access(ctx, viewer).files(ids);
  return new Map(
    [...found.values()].map(({ file }) => [
      file.id,
      {
        id: file.id,
        name: file.name || file.originalFilename,
        extension: file.extension,
        contentType: file.contentType,
      },
    ]),
  );
}

/** Streams the current version of a file the viewer may read (404 otherwise); `download` forces a save. */
export async function sendFileTo(
  ctx: AppContext,
  viewer: Viewer,
  fileId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { download: boolean },
) {
  const blob = await fileDownload(ctx, viewer, fileId);
  return sendBlob(request, reply, blobStore(ctx), blob, options);
}
