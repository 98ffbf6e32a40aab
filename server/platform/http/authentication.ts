import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../errors.js';
import { setSessionCookie } from '../sessions/cookie.js';
import { SESSION_COOKIE } from '../sessions/sessions.js';

/**
 * Reads the session cookie into request.member (and request.viewer) on every request and enforces the route's declared
 * auth rule at once, before the body is parsed or validated: a caller without a session learns
 * nothing about a route's input and costs no parsing. Finer rules belong to each module's policy.
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('member', null);
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest) {
      if (!this.member) throw unauthorized();
      return this.member;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await ctx.sessions.load(token) : null;
    request.member = session?.member ?? null;
    // While the network enforces two-factor, a session without a second factor is no session at all:
    // the member signs in again and sets one up first (modules/two-factor).
    if (request.member && !request.member.twoFactorVerified) {
      const { settings } = await ctx.network.get();
      if (settings.two_factor === 'enforced') request.member = null;
    }
    // The session lives on while used; so must the cookie, or it would end two weeks after sign-in.
    if (token && session?.renewed) setSessionCookie(reply, token, ctx.config.secureCookies);
    const auth = request.routeOptions.config.auth;
    if (auth === 'public' || auth === undefined) return;
    if (!request.member) throw unauthorized();
    if (auth === 'admin' && !request.member.isNetworkAdmin) throw forbidden();
  });
}
