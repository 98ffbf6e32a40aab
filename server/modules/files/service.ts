import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { blobStore } from '../../platform/storage/storage.js';
import type { Viewer } from '../network/policy.js';
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
  attachedFiles,
  attachUploads,
  registerAttachmentOwner,
} from './attachments.js';

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
