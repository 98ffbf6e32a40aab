import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImageSize } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { sendOwnedImage } from '../files/service.js';
import { startPageChannel, widgetOf } from './load.js';
import { CHANNEL_WIDGET_IMAGE_OWNER, channelWidgetTypes } from './registry.js';

/**
 * GET /api/v1/channels/{slug}/widgets/{id}/images/{fileId}/{size}: a picture the widget shows, to
 * whoever sees the channel's start page; 404 for everyone else and for pictures the widget left.
 */
export async function sendWidgetImage(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer,
  params: { slug: string; widgetId: string; fileId: string; size: ImageSize | 'original' },
) {
  const channel = await startPageChannel(ctx, await ctx.network.get(), viewer, params.slug);
  const widget = await widgetOf(ctx.db, channel.record.id, params.widgetId);
  const owned = ctx.extensions.get(channelWidgetTypes, widget.type)?.ownedFiles?.(widget.fields) ?? [];
  if (!owned.includes(params.fileId)) throw notFound('image');
  return sendOwnedImage(ctx, request, reply, CHANNEL_WIDGET_IMAGE_OWNER, params.fileId, params.size);
}
