import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkResult,
  listQuery,
  messageDetail,
  messageIdsBody,
  messageList,
  readResult,
  sendBody,
  translationResult,
} from '../../../contract/messages.js';
import type { AppContext } from '../../platform/context.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import { sendFileTo } from '../files/service.js';
import { unreadsChanged } from '../unreads/service.js';
import { sendMessage } from './send.js';
import {
  attachmentOfVisibleMessage,
  deleteFromInbox,
  deleteFromSent,
  deleteOne,
  getMessage,
  listInbox,
  listSent,
  markRead,
  markUnread,
  setRead,
} from './service.js';
import { translateMessage } from './translate.js';

const idParams = z.object({ id: z.string().max(64) });
const fileParams = idParams.extend({ fileId: z.string().max(64) });
const downloadQuery = z.object({ download: z.string().optional() });

/** Direct messages on the spec's paths (part 2 section 7). */
export function messagesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const db = ctx.db;
  /** Runs a change of the viewer's inbox, then tells the unread counters (after the commit). */
  const changingInbox = async <T>(viewerId: string, change: Promise<T>): Promise<T> => {
    const result = await change;
    await unreadsChanged(ctx.bus, [viewerId]);
    return result;
  };

  api.get(
    '/api/v1/messages',
    { config, schema: { querystring: listQuery, response: { 200: messageList } } },
    async (request) => listInbox(ctx, request.viewer, request.query.limit, request.query.offset),
  );

  api.get(
    '/api/v1/messages/sent',
    { config, schema: { querystring: listQuery, response: { 200: messageList } } },
    async (request) => listSent(ctx, request.viewer, request.query.limit, request.query.offset),
  );

  api.post(
    '/api/v1/messages',
    { config, schema: { body: sendBody, response: { 200: messageDetail, 201: messageDetail } } },
    async (request, reply) => {
      const viewer = request.viewer;
      const key = idempotencyKeyOf(request, viewer.id, 'messages.send');
      const { message, created } = await sendMessage(ctx, viewer, request.body, key);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  api.post(
    '/api/v1/messages/read',
    { config, schema: { body: messageIdsBody, response: { 200: bulkResult } } },
    async (request) => {
      const viewer = request.viewer;
      return { message_ids: await changingInbox(viewer.id, markRead(db, viewer, request.body.message_ids)) };
    },
  );

  api.delete(
    '/api/v1/messages/read',
    { config, schema: { body: messageIdsBody, response: { 200: bulkResult } } },
    async (request) => {
      const viewer = request.viewer;
      return {
        message_ids: await changingInbox(viewer.id, markUnread(db, viewer, request.body.message_ids)),
      };
    },
  );

  api.delete(
    '/api/v1/messages/delete',
    { config, schema: { body: messageIdsBody, response: { 200: bulkResult } } },
    async (request) => {
      const viewer = request.viewer;
      return {
        message_ids: await changingInbox(viewer.id, deleteFromInbox(ctx, viewer, request.body.message_ids)),
      };
    },
  );

  api.delete(
    '/api/v1/messages/sent/delete',
    { config, schema: { body: messageIdsBody, response: { 200: bulkResult } } },
    async (request) => ({
      message_ids: await deleteFromSent(ctx, request.viewer, request.body.message_ids),
    }),
  );

  api.get(
    '/api/v1/messages/:id',
    { config, schema: { params: idParams, response: { 200: messageDetail } } },
    async (request) => getMessage(ctx, request.viewer, request.params.id),
  );

  api.delete('/api/v1/messages/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    const viewer = request.viewer;
    await changingInbox(viewer.id, deleteOne(ctx, viewer, request.params.id, 'inbox'));
    return reply.status(204).send();
  });

  api.delete(
    '/api/v1/messages/sent/:id',
    { config, schema: { params: idParams } },
    async (request, reply) => {
      await deleteOne(ctx, request.viewer, request.params.id, 'sent');
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/v1/messages/:id/read',
    { config, schema: { params: idParams, response: { 200: readResult } } },
    async (request) => {
      const viewer = request.viewer;
      return changingInbox(viewer.id, setRead(db, viewer, request.params.id, true));
    },
  );

  api.delete(
    '/api/v1/messages/:id/read',
    { config, schema: { params: idParams, response: { 200: readResult } } },
    async (request) => {
      const viewer = request.viewer;
      return changingInbox(viewer.id, setRead(db, viewer, request.params.id, false));
    },
  );

  api.get(
    '/translations/:lang/message/:id',
    {
      config,
      schema: { params: idParams.extend({ lang: z.string().max(10) }), response: { 200: translationResult } },
    },
    async (request) => translateMessage(ctx, request.viewer, request.params.lang, request.params.id),
  );

  const attachment = async (
    request: FastifyRequest<{
      Params: z.infer<typeof fileParams>;
      Querystring: z.infer<typeof downloadQuery>;
    }>,
    reply: FastifyReply,
  ) => {
    const viewer = request.viewer;
    const fileId = await attachmentOfVisibleMessage(db, viewer, request.params.id, request.params.fileId);
    return sendFileTo(ctx, viewer, fileId, request, reply, {
      download: request.query.download !== undefined,
    });
  };
  const attachmentSchema = { params: fileParams, querystring: downloadQuery };
  api.get('/api/v1/messages/:id/files/:fileId', { config, schema: attachmentSchema }, attachment);
  // The spec's link form; browser navigations to it get the SPA (platform/http/spa.ts), fetches the file.
  api.get('/messages/:id/files/:fileId', { config, schema: { ...attachmentSchema, hide: true } }, attachment);
}
