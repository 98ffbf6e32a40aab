import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SIGN_OUT_REDIRECT_HEADER,
  signInBody,
  signInChallenge,
  signInQuery,
  signInResponse,
} from '../../../contract/auth.js';
import { twoFactorPaths } from '../../../contract/two-factor.js';
import type { AppContext } from '../../platform/context.js';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions/cookie.js';
import { hashToken, SESSION_COOKIE } from '../../platform/sessions/sessions.js';
import { browserTokenOf, setBrowserCookie } from '../sessions/service.js';
import { setPendingCookie } from '../two-factor/service.js';
import { newChallenge } from './challenge.js';
import { safeRedirect, signIn, signOut } from './service.js';

/**
 * The account endpoints of the spec's server-rendered pages, answered as JSON for the SPA.
 * GET /users/sign_in is the SPA's sign-in page (a browser navigation, see platform/http/spa.ts).
 */
export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.config.secureCookies;

  api.post(
    '/users/sign_in',
    {
      config: { auth: 'public', rate: 'sign_in' },
      schema: { body: signInBody, querystring: signInQuery, response: { 200: signInResponse } },
    },
    async (request, reply) => {
      const previous = request.cookies[SESSION_COOKIE];
      const redirectTo = safeRedirect(request.body.redirect_to ?? request.query.redirect_to);
      const result = await signIn(ctx, {
        email: request.body.user.email,
        password: request.body.user.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        browserToken: browserTokenOf(request),
        challenge: request.body.altcha,
        redirectTo,
      });
      // A fresh token on every sign-in; the old session (if any) ends, so a planted cookie is useless.
      if (previous) {
        await signOut(ctx, hashToken(previous));
        clearSessionCookie(reply, secure);
      }
      if (result.kind === 'second_factor') {
        // Not signed in yet: the two-factor page completes it and then continues to redirectTo.
        setPendingCookie(reply, result.token, secure);
        const context = result.mode === 'setup' ? '?context=sign_in' : '';
        return { redirect_to: `${twoFactorPaths.page}${context}`, two_factor: result.mode };
      }
      setSessionCookie(reply, result.token, secure);
      setBrowserCookie(reply, result.browserToken, secure);
      return { redirect_to: redirectTo };
    },
  );

  // Asked for by the sign-in page only when a sign-in answered challenge_required.
  api.get(
    '/api/v1/sign_in/challenge',
    { config: { auth: 'public' }, schema: { response: { 200: signInChallenge } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return newChallenge(ctx.config);
    },
  );

  // Public, so that signing out works even when the session has already expired.
  // A single sign-on provider that ends its session too is named in a header (the browser goes there).
  api.delete('/users/sign_out', { config: { auth: 'public' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const continuation = token ? await signOut(ctx, hashToken(token)) : null;
    clearSessionCookie(reply, secure);
    if (continuation) reply.header(SIGN_OUT_REDIRECT_HEADER, continuation);
    return reply.status(204).send();
  });
}
