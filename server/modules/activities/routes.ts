import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activitiesPage,
  activity,
  activityTranslation,
  createActivityBody,
  createStreamBody,
  editActivityBody,
  likers,
  likeState,
  pageQuery,
  readPosition,
  replyBody,
  replyItem,
  replyList,
  stream,
  streamPage,
  streamQuery,
  streamsList,
  subscriptionStatus,
} from '../../../contract/activities.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import { getAuthenticationToken } from '../members/service.js';
import { activityFeed } from './feed.js';
import { removeLinkPreview } from './link-preview.js';
import {
  getActivity,
  listLikers,
  listReplies,
  streamPage as loadStreamPage,
  memberActivities,
  memberLikes,
} from './read.js';
import { createNetworkStream, listStreams, setStreamSubscription } from './streams.js';
import { translateActivityText } from './translate.js';
import { markStreamRead } from './unreads.js';
import {
  createActivity,
  createReply,
  deleteActivity,
  editActivity,
  editReply,
  removeReply,
  setLike,
} from './write.js';

const ref = z.string().min(1).max(200);
const slugParams = z.object({ slug: ref });
const groupParams = z.object({ group: ref });
const idParams = z.object({ id: ref });
const replyParams = z.object({ id: ref, replyId: ref });
const translationParams = z.object({
  lang: z.string().max(10),
  type: z.enum(['activity', 'activity_reply']),
  id: ref,
});
const feedQuery = z.object({ token: z.string().max(200).optional() });

export function activityRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const network = () => ctx.network.get();

  api.get('/activitystreams.json', { config, schema: { response: { 200: streamsList } } }, async (request) =>
    listStreams(ctx, request.viewer, await getAuthenticationToken(ctx.db, request.viewer.id)),
  );

  api.post(
    '/api/v1/activitystreams',
    { config: { auth: 'admin' }, schema: { body: createStreamBody, response: { 201: stream } } },
    async (request, reply) =>
      reply.status(201).send(await createNetworkStream(ctx, request.viewer, request.body)),
  );

  api.get(
    '/activitystreams/:slug',
    { config, schema: { params: slugParams, querystring: streamQuery, response: { 200: streamPage } } },
    async (request) =>
      loadStreamPage(ctx, await network(), request.viewer, request.params.slug, request.query),
  );

  api.get(
    '/groups/:group/activities',
    { config, schema: { params: groupParams, querystring: streamQuery, response: { 200: streamPage } } },
    async (request) =>
      loadStreamPage(ctx, await network(), request.viewer, request.params.group, request.query),
  );

  api.post(
    '/api/v1/activitystreams/:slug/activities',
    {
      config,
      schema: { params: slugParams, body: createActivityBody, response: { 200: activity, 201: activity } },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const key = idempotencyKeyOf(request, viewer.id, 'activities.create');
      const { id, created } = await createActivity(
        ctx,
        await network(),
        viewer,
        request.params.slug,
        request.body,
        key,
      );
      return reply.status(created ? 201 : 200).send(await getActivity(ctx, await network(), viewer, id));
    },
  );

  api.post(
    '/api/v1/activitystreams/:slug/read',
    { config, schema: { params: slugParams, response: { 200: readPosition } } },
    async (request) => markStreamRead(ctx, request.viewer, request.params.slug),
  );

  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/activitystreams/:slug/subscribe',
      config,
      schema: { params: slugParams, response: { 200: subscriptionStatus } },
      handler: async (request) => setStreamSubscription(ctx, request.viewer, request.params.slug, on),
    });
  }

  api.get(
    '/members/:id/activities',
    { config, schema: { params: idParams, querystring: pageQuery, response: { 200: activitiesPage } } },
    async (request) =>
      memberActivities(ctx, await network(), request.viewer, request.params.id, request.query),
  );

  api.get(
    '/members/:id/likes',
    { config, schema: { params: idParams, querystring: pageQuery, response: { 200: activitiesPage } } },
    async (request) => memberLikes(ctx, await network(), request.viewer, request.params.id, request.query),
  );

  api.delete(
    '/api/v1/activities/:id/link_preview',
    { config, schema: { params: idParams } },
    async (request, reply) => {
      await removeLinkPreview(ctx, request.viewer, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/translations/:lang/:type/:id',
    { config, schema: { params: translationParams, response: { 200: activityTranslation } } },
    async (request) => translateActivityText(ctx, await network(), request.viewer, request.params),
  );

  api.get(
    '/api/v1/activities/:id',
    { config, schema: { params: idParams, response: { 200: activity } } },
    async (request) => getActivity(ctx, await network(), request.viewer, request.params.id),
  );

  api.put(
    '/api/v1/activities/:id',
    { config, schema: { params: idParams, body: editActivityBody, response: { 200: activity } } },
    async (request) => {
      await editActivity(ctx, await network(), request.viewer, request.params.id, request.body);
      return getActivity(ctx, await network(), request.viewer, request.params.id);
    },
  );

  api.delete('/api/v1/activities/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    await deleteActivity(ctx, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.get(
    '/api/v1/activities/:id/replies',
    { config, schema: { params: idParams, response: { 200: replyList } } },
    async (request) => listReplies(ctx, await network(), request.viewer, request.params.id),
  );

  /** One reply as the routes answer it, with the viewer's rights. */
  const presentReply = async (
    viewer: Parameters<typeof listReplies>[2],
    found: Awaited<ReturnType<typeof createReply>>['activity'],
    replyId: string,
  ) => {
    const { replies } = await listReplies(ctx, await network(), viewer, found.row.id);
    const item = replies.find((reply) => reply.id === replyId);
    if (!item) throw notFound('reply');
    return item;
  };

  api.post(
    '/api/v1/activities/:id/replies',
    { config, schema: { params: idParams, body: replyBody, response: { 200: replyItem, 201: replyItem } } },
    async (request, reply) => {
      const viewer = request.viewer;
      const key = idempotencyKeyOf(request, viewer.id, 'activities.reply');
      const written = await createReply(ctx, await network(), viewer, request.params.id, request.body, key);
      return reply
        .status(written.created ? 201 : 200)
        .send(await presentReply(viewer, written.activity, written.replyId));
    },
  );

  api.put(
    '/api/v1/activities/:id/replies/:replyId',
    { config, schema: { params: replyParams, body: replyBody, response: { 200: replyItem } } },
    async (request) => {
      const { id, replyId } = request.params;
      const found = await editReply(ctx, request.viewer, id, replyId, request.body);
      return presentReply(request.viewer, found, replyId);
    },
  );

  api.delete(
    '/api/v1/activities/:id/replies/:replyId',
    { config, schema: { params: replyParams, response: { 200: replyItem } } },
    async (request) => {
      const { id, replyId } = request.params;
      const found = await removeReply(ctx, request.viewer, id, replyId);
      return presentReply(request.viewer, found, replyId);
    },
  );

  api.get(
    '/api/v1/activities/:id/likes',
    { config, schema: { params: idParams, response: { 200: likers } } },
    async (request) => listLikers(ctx, await network(), request.viewer, request.params.id, null),
  );

  api.get(
    '/api/v1/activities/:id/replies/:replyId/likes',
    { config, schema: { params: replyParams, response: { 200: likers } } },
    async (request) =>
      listLikers(ctx, await network(), request.viewer, request.params.id, request.params.replyId),
  );

  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/api/v1/activities/:id/likes',
      config,
      schema: { params: idParams, response: { 200: likeState } },
      handler: async (request) => setLike(ctx, request.viewer, request.params.id, null, on),
    });
    api.route({
      method,
      url: '/api/v1/activities/:id/replies/:replyId/likes',
      config,
      schema: { params: replyParams, response: { 200: likeState } },
      handler: async (request) => setLike(ctx, request.viewer, request.params.id, request.params.replyId, on),
    });
  }

  // Feed readers authenticate by the member's authentication token, not by a session.
  const feedConfig = { auth: 'public' } as const;
  api.get(
    '/groups/:group/activities.atom',
    { config: feedConfig, schema: { params: groupParams, querystring: feedQuery } },
    async (request, reply) => {
      const xml = await activityFeed(ctx, await network(), request.query.token, request.params.group);
      return reply.type('application/atom+xml; charset=utf-8').send(xml);
    },
  );
  api.get(
    '/activitystreams/:slug/activities.atom',
    { config: feedConfig, schema: { params: slugParams, querystring: feedQuery } },
    async (request, reply) => {
      const xml = await activityFeed(ctx, await network(), request.query.token, request.params.slug);
      return reply.type('application/atom+xml; charset=utf-8').send(xml);
    },
  );
}
