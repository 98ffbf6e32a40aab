import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setupBody, setupPaths, setupQuery, setupResponse, setupStatus } from '../../../contract/setup.js';
import type { AppContext } from '../../platform/context.js';
import { setSessionCookie } from '../../platform/sessions/cookie.js';
import { createSession } from '../../platform/sessions/sessions.js';
import { completeSetup, getSetupStatus } from './service.js';

/** The first administrator's setup link (docs/architecture.md, "First administrator"). */
export function setupRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    setupPaths.setup,
    { config: { auth: 'public' }, schema: { querystring: setupQuery, response: { 200: setupStatus } } },
    (request) => getSetupStatus(ctx.db, request.query.token),
  );

  api.post(
    setupPaths.setup,
    { config: { auth: 'public' }, schema: { body: setupBody, response: { 200: setupResponse } } },
    async (request, reply) => {
      const memberId = await completeSetup(ctx.db, request.body);
      request.log.info({ memberId }, 'first administrator created through the setup link');
      const session = await createSession(ctx.db, memberId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, session.token, ctx.config.secureCookies);
      return { redirect_to: '/' };
    },
  );
}
