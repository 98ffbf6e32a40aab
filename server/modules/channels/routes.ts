import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignChannelSubscriptionsBody,
  channel,
  channelAssignmentPath,
  channelAssignmentQueued,
  channelDesign,
  channelDesignBody,
  channelPaths,
  channelSections as channelSectionsResponse,
  createChannelBody,
  favoriteResponse,
  updateChannelBody,
} from '../../../contract/channels.js';
import { IMAGE_SIZES } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { assignChannelSubscriptions } from './assign.js';
import { showChannelDesign, updateChannelDesign } from './design.js';
import { sendChannelImage } from './image.js';
import {
  channelSections,
  createChannel,
  setChannelFavorite,
  showChannel,
  subscribeToChannel,
  unsubscribeFromChannel,
  updateChannel,
} from './service.js';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const imageParams = z.object({
  fileId: z.string().regex(/^[0-9a-f]{24}$/),
  size: z.enum([...IMAGE_SIZES, 'original']),
});

/** Channels (contract/channels.ts); members only, the services answer 404 where they must. */
export function channelRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const network = () => ctx.network.get();

  api.get(
    channelPaths.channels,
    { config, schema: { response: { 200: channelSectionsResponse } } },
    async (request) => channelSections(ctx, await network(), request.viewer),
  );

  api.post(
    channelPaths.channels,
    { config, schema: { body: createChannelBody, response: { 201: channel } } },
    async (request, reply) =>
      reply.status(201).send(await createChannel(ctx, await network(), request.viewer, request.body)),
  );

  api.get(
    '/channels/:slug',
    { config, schema: { params: slugParams, response: { 200: channel } } },
    async (request) => showChannel(ctx, await network(), request.viewer, request.params.slug),
  );

  api.put(
    '/channels/:slug',
    { config, schema: { params: slugParams, body: updateChannelBody, response: { 200: channel } } },
    async (request) => updateChannel(ctx, await network(), request.viewer, request.params.slug, request.body),
  );

  api.get(
    '/channels/:slug/design',
    { config, schema: { params: slugParams, response: { 200: channelDesign } } },
    async (request) => showChannelDesign(ctx, await network(), request.viewer, request.params.slug),
  );

  api.put(
    '/channels/:slug/design',
    { config, schema: { params: slugParams, body: channelDesignBody, response: { 200: channelDesign } } },
    async (request) =>
      updateChannelDesign(ctx, await network(), request.viewer, request.params.slug, request.body),
  );

  api.post(
    '/channels/:slug/subscribe',
    { config, schema: { params: slugParams, response: { 200: channel } } },
    async (request) => subscribeToChannel(ctx, await network(), request.viewer, request.params.slug),
  );

  api.post(
    '/channels/:slug/unsubscribe',
    { config, schema: { params: slugParams, response: { 200: channel } } },
    async (request) => unsubscribeFromChannel(ctx, await network(), request.viewer, request.params.slug),
  );

  for (const [method, favorited] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    api[method](
      '/channels/:slug/favorite',
      { config, schema: { params: slugParams, response: { 200: favoriteResponse } } },
      async (request) =>
        setChannelFavorite(ctx, await network(), request.viewer, request.params.slug, favorited),
    );
  }

  api.get(
    '/api/v1/channel_images/:fileId/:size',
    { config, schema: { params: imageParams } },
    async (request, reply) =>
      sendChannelImage(ctx, request, reply, request.viewer, request.params.fileId, request.params.size),
  );

  api.post(
    channelAssignmentPath,
    {
      config,
      schema: { body: assignChannelSubscriptionsBody, response: { 202: channelAssignmentQueued } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await assignChannelSubscriptions(ctx, await network(), request.viewer, request.body)),
  );
}
