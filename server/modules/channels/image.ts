import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageSize } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { ownerOfImage, sendOwnedImage } from '../files/service.js';
import { assertChannelsEnabled, viewerKeySet } from './load.js';
import { canOpenChannel, canUpdateChannel, contentHidden } from './policy.js';
import { CHANNEL_IMAGE_OWNER } from './present.js';
import { channels } from './tables.js';

/**
 * GET /api/v1/channel_images/{fileId}/{size}: a channel's current image, to those who see the
 * channel's content (so a draft's image stays with its editors); 404 for everyone else and for an
 * image the channel no longer shows.
 */
export async function sendChannelImage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer,
  fileId: string,
  size: ImageSize | 'original',
) {
  assertChannelsEnabled(await ctx.network.get());
  const channelId = await ownerOfImage(ctx, CHANNEL_IMAGE_OWNER, fileId);
  const [record] = channelId ? await ctx.db.select().from(channels).where(eq(channels.id, channelId)) : [];
  if (!record || record.imageFileId !== fileId) throw notFound('image');
  const keys = await viewerKeySet(ctx, viewer);
  if (!canOpenChannel(record, keys) || contentHidden(record.status, canUpdateChannel(record, keys))) {
    throw notFound('image');
  }
  return sendOwnedImage(ctx, request, reply, CHANNEL_IMAGE_OWNER, fileId, size);
}
