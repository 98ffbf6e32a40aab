import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endedSessions, sessionList, sessionParams } from '../../../contract/sessions.js';
import { adminResetParams } from '../../../contract/two-factor.js';
import type { AppContext } from '../../platform/context.js';
import { endMemberSessions, endOtherSessions, endOwnSession, listSessions } from './account-sessions.js';

/** The member's sessions on the account page, and an administrator signing a member out everywhere. */
export function sessionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v1/users/sessions',
    { config: { auth: 'member' }, schema: { response: { 200: sessionList } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { entries: await listSessions(ctx, request.viewer) };
    },
  );

  api.delete(
    '/api/v1/users/sessions',
    { config: { auth: 'member' }, schema: { response: { 200: endedSessions } } },
    async (request) => ({ ended: await endOtherSessions(ctx, { viewer: request.viewer, ip: request.ip }) }),
  );

  api.delete(
    '/api/v1/users/sessions/:id',
    { config: { auth: 'member' }, schema: { params: sessionParams } },
    async (request, reply) => {
      await endOwnSession(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/administration/members/:id/sessions',
    { config: { auth: 'admin' }, schema: { params: adminResetParams, response: { 200: endedSessions } } },
    async (request) => ({
      ended: await endMemberSessions(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id),
    }),
  );
}
