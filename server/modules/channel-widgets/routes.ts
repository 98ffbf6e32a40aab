import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  channelLayout,
  channelWidget,
  channelWidgetList,
  createChannelWidgetBody,
  layoutBody,
  updateChannelWidgetBody,
} from '../../../contract/channel-widgets.js';
import { IMAGE_SIZES } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { sendWidgetImage } from './image.js';
import { saveLayout, showLayout } from './layout.js';
import { createWidget, deleteWidget, listWidgets, showWidget, updateWidget } from './widgets.js';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const widgetParams = slugParams.extend({ id: z.string().min(1).max(40) });
const imageParams = slugParams.extend({
  widgetId: z.string().regex(/^[0-9a-f]{24}$/),
  fileId: z.string().regex(/^[0-9a-f]{24}$/),
  size: z.enum([...IMAGE_SIZES, 'original']),
});

/** Channel start pages (contract/channel-widgets.ts); members only, 404 where the channel is not theirs. */
export function channelWidgetRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const network = () => ctx.network.get();

  api.get(
    '/channels/:slug/layout',
    { config, schema: { params: slugParams, response: { 200: channelLayout } } },
    async (request) => showLayout(ctx, await network(), request.viewer, request.params.slug),
  );

  api.put(
    '/channels/:slug/layout',
    { config, schema: { params: slugParams, body: layoutBody, response: { 200: channelLayout } } },
    async (request) => saveLayout(ctx, await network(), request.viewer, request.params.slug, request.body),
  );

  api.get(
    '/channels/:slug/widgets',
    { config, schema: { params: slugParams, response: { 200: channelWidgetList } } },
    async (request) => listWidgets(ctx, await network(), request.viewer, request.params.slug),
  );

  api.post(
    '/channels/:slug/widgets',
    {
      config,
      schema: { params: slugParams, body: createChannelWidgetBody, response: { 201: channelWidget } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWidget(ctx, await network(), request.viewer, request.params.slug, request.body)),
  );

  api.get(
    '/channels/:slug/widgets/:id',
    { config, schema: { params: widgetParams, response: { 200: channelWidget } } },
    async (request) =>
      showWidget(ctx, await network(), request.viewer, request.params.slug, request.params.id),
  );

  api.put(
    '/channels/:slug/widgets/:id',
    {
      config,
      schema: { params: widgetParams, body: updateChannelWidgetBody, response: { 200: channelWidget } },
    },
    async (request) =>
      updateWidget(
        ctx,
        await network(),
        request.viewer,
        request.params.slug,
        request.params.id,
        request.body,
      ),
  );

  api.delete(
    '/channels/:slug/widgets/:id',
    { config, schema: { params: widgetParams } },
    async (request, reply) => {
      await deleteWidget(ctx, await network(), request.viewer, request.params.slug, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/v1/channels/:slug/widgets/:widgetId/images/:fileId/:size',
    { config, schema: { params: imageParams } },
    async (request, reply) => sendWidgetImage(ctx, request, reply, request.viewer, request.params),
  );
}
