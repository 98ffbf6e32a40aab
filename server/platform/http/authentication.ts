import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../errors.js';
import { loadSessionMember, SESSION_COOKIE } from '../sessions/sessions.js';

/**
 * Reads the session cookie into request.member on every request and enforces the route's declared
 * auth rule at once, before the body is parsed or validated: a caller without a session learns
 * nothing about a route's input and costs no parsing. Finer rules belong to each module's policy.
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.member = token ? await loadSessionMember(ctx.db, token) : null;
    const auth = request.routeOptions.config.auth;
    if (auth === 'public' || auth === undefined) return;
    if (!request.member) throw unauthorized();
    if (auth === 'admin' && !request.member.isNetworkAdmin) throw forbidden();
  });
}
