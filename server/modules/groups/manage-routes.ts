import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_SIZES } from '../../../contract/files.js';
import {
  createGroupBody,
  group,
  groupImageBody,
  groupImageResponse,
  joinRequestList,
  newGroup,
  newGroupQuery,
  rejectJoinRequestBody,
  updateGroupBody,
} from '../../../contract/groups.js';
import type { AppContext } from '../../platform/context.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import { sendGroupImage, setGroupImage } from './image.js';
import { decideJoinRequest, listJoinRequests } from './join-requests.js';
import { createGroup, deleteGroup, newGroupForm, setArchived, updateGroup } from './manage.js';

const groupParams = z.object({ group: z.string().min(1).max(200) });
const joinRequestParams = groupParams.extend({ member: z.string().min(1).max(100) });
const joinRequests = '/groups/:group/administration/join_requests';
const imageParams = z.object({
  fileId: z.string().regex(/^[0-9a-f]{24}$/),
  size: z.enum([...IMAGE_SIZES, 'original']),
});

/**
 * Creating, editing, archiving and deleting groups (part 3 section 7, "Invites and groups"), and the
 * join requests of the group administration (section 2.1).
 */
export function groupManageRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    '/api/v1/groups/new',
    { config, schema: { querystring: newGroupQuery, response: { 200: newGroup } } },
    async (request) => newGroupForm(ctx, request.viewer, request.query.group_category_slug),
  );

  api.post(
    '/groups',
    { config, schema: { body: createGroupBody, response: { 200: group, 201: group } } },
    async (request, reply) => {
      const viewer = request.viewer;
      const key = idempotencyKeyOf(request, viewer.id, 'groups.create');
      const saved = await createGroup(ctx, await ctx.network.get(), viewer, request.body, key);
      return reply.status(saved.created ? 201 : 200).send(saved.group);
    },
  );

  api.put(
    '/api/v1/groups/:group/image',
    { config, schema: { params: groupParams, body: groupImageBody, response: { 200: groupImageResponse } } },
    async (request) => setGroupImage(ctx, request.viewer, request.params.group, request.body.file_id),
  );

  api.delete(
    '/api/v1/groups/:group/image',
    { config, schema: { params: groupParams, response: { 200: groupImageResponse } } },
    async (request) => setGroupImage(ctx, request.viewer, request.params.group, null),
  );

  api.get(
    '/api/v1/group_images/:fileId/:size',
    { config, schema: { params: imageParams } },
    async (request, reply) =>
      sendGroupImage(ctx, request, reply, request.viewer, request.params.fileId, request.params.size),
  );

  api.put(
    '/groups/:group',
    { config, schema: { params: groupParams, body: updateGroupBody, response: { 200: group } } },
    async (request) =>
      updateGroup(ctx, await ctx.network.get(), request.viewer, request.params.group, request.body),
  );

  for (const [method, archived] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/groups/:group/archive',
      config,
      schema: { params: groupParams, response: { 200: group } },
      handler: async (request) =>
        setArchived(ctx, await ctx.network.get(), request.viewer, request.params.group, archived),
    });
  }

  api.get(
    joinRequests,
    { config, schema: { params: groupParams, response: { 200: joinRequestList } } },
    async (request) => listJoinRequests(ctx, await ctx.network.get(), request.viewer, request.params.group),
  );

  api.post(
    `${joinRequests}/:member/approve`,
    { config, schema: { params: joinRequestParams } },
    async (request, reply) => {
      const { group: ref, member } = request.params;
      await decideJoinRequest(ctx, request.viewer, ref, member, { approve: true });
      return reply.status(204).send();
    },
  );

  api.post(
    `${joinRequests}/:member/reject`,
    { config, schema: { params: joinRequestParams, body: rejectJoinRequestBody } },
    async (request, reply) => {
      const { group: ref, member } = request.params;
      const message = request.body.rejection_message;
      await decideJoinRequest(ctx, request.viewer, ref, member, { approve: false, message });
      return reply.status(204).send();
    },
  );

  api.delete('/groups/:group', { config, schema: { params: groupParams } }, async (request, reply) => {
    await deleteGroup(ctx, request.viewer, request.params.group);
    return reply.status(204).send();
  });
}
