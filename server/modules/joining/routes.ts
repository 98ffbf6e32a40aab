import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmBody,
  confirmResult,
  joinAccepted,
  joinBody,
  joinForm,
  joiningPaths,
  joinRequestList,
  rejectJoinBody,
} from '../../../contract/joining.js';
import type { AppContext } from '../../platform/context.js';
import { decideJoinRequest, listJoinRequests } from './moderation.js';
import { confirm, joiningNetwork, register } from './service.js';

const idParams = z.object({ id: z.string().max(100) });

/**
 * Public routes of joining (404 while join_user_can_initiate is off), throttled like the sign-in,
 * and the administrators' list of requests to approve (404 to everyone else).
 */
export function joiningRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { auth: 'public', rate: 'sign_in' } as const;
  const member = { auth: 'member' } as const;

  api.get(joiningPaths.api, { config: open, schema: { response: { 200: joinForm } } }, async () => {
    const { name, settings } = await joiningNetwork(ctx);
    return {
      network: name,
      altcha: settings.altcha_captcha,
      moderated: settings.join_moderated,
      profile_fields: settings.join_ask_for_profile_data ? settings.profile_fields : [],
    };
  });

  api.post(
    joiningPaths.api,
    { config: open, schema: { body: joinBody, response: { 202: joinAccepted } } },
    async (request, reply) => {
      await register(ctx, request.body);
      return reply.status(202).send({ status: 'confirmation_sent' as const });
    },
  );

  api.post(
    joiningPaths.confirm,
    { config: open, schema: { body: confirmBody, response: { 200: confirmResult } } },
    async (request) => confirm(ctx, request.body.token, request.ip),
  );

  api.get(
    joiningPaths.requests,
    { config: member, schema: { response: { 200: joinRequestList } } },
    async (request) => listJoinRequests(ctx, request.viewer),
  );

  api.post(
    '/administration/join_requests/:id/approve',
    { config: member, schema: { params: idParams } },
    async (request, reply) => {
      await decideJoinRequest(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id, {
        kind: 'approve',
      });
      return reply.status(204).send();
    },
  );

  api.post(
    '/administration/join_requests/:id/reject',
    { config: member, schema: { params: idParams, body: rejectJoinBody } },
    async (request, reply) => {
      await decideJoinRequest(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id, {
        kind: 'reject',
        message: request.body.rejection_message ?? '',
      });
      return reply.status(204).send();
    },
  );
}
