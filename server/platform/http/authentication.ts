import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import type { AppContext } from '../context.js';
import { loadSessionMember, SESSION_COOKIE } from '../sessions/sessions.js';

/**
 * Reads the session cookie into request.member on every request, then enforces the route's declared
 * auth rule before its handler runs. Finer rules belong to each module's policy.
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.member = token ? await loadSessionMember(ctx.db, token) : null;
  });
  app.addHook('preHandler', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (auth === 'public' || auth === undefined) return;
    if (!request.member) throw unauthorized();
    if (auth === 'admin' && !request.member.isNetworkAdmin) throw forbidden();
  });
}
