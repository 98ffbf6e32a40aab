import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSsoProvider,
  adminSsoProviderList,
  publicSsoProviderList,
  SSO_ERROR_PARAM,
  type SsoError,
  ssoCallbackQuery,
  ssoPaths,
  ssoProviderBody,
  ssoProviderParams,
  ssoStartQuery,
  ssoTestResult,
} from '../../../contract/sso.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions/cookie.js';
import { hashToken, SESSION_COOKIE } from '../../platform/sessions/sessions.js';
import { signOut } from '../auth/service.js';
import { browserTokenOf, setBrowserCookie } from '../sessions/service.js';
import { clearPendingCookie } from '../two-factor/service.js';
import { finishSignIn, SIGN_IN_LIFETIME_MS, SsoFailure, startSignIn } from './flow.js';
import {
  createProvider,
  deleteProvider,
  getProvider,
  listProviders,
  publicProviders,
  testProvider,
  updateProvider,
} from './providers.js';

/** The browser's half of the state: only the browser that started a sign-in may finish it. */
const STATE_COOKIE = 'intranet_oidc_state';

/** Back to the sign-in page with the reason (translated there) and the page the member wanted. */
function toSignIn(reply: FastifyReply, code: SsoError, redirectTo: string | null) {
  const query = new URLSearchParams({ [SSO_ERROR_PARAM]: code });
  if (redirectTo && redirectTo !== '/') query.set('redirect_to', redirectTo);
  return reply.header('cache-control', 'no-store').redirect(`/users/sign_in?${query}`, 303);
}

export function ssoRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.config.secureCookies;
  const admin = (request: { viewer: Viewer; ip: string }) => ({ viewer: request.viewer, ip: request.ip });

  api.get(
    ssoPaths.adminList,
    { config: { auth: 'member' }, schema: { response: { 200: adminSsoProviderList } } },
    async (request) => listProviders(ctx, request.viewer),
  );

  api.post(
    ssoPaths.adminList,
    { config: { auth: 'member' }, schema: { body: ssoProviderBody, response: { 201: adminSsoProvider } } },
    async (request, reply) => reply.status(201).send(await createProvider(ctx, admin(request), request.body)),
  );

  api.get(
    '/administration/sso_providers/:id',
    {
      config: { auth: 'member' },
      schema: { params: ssoProviderParams, response: { 200: adminSsoProvider } },
    },
    async (request) => getProvider(ctx, request.viewer, request.params.id),
  );

  api.put(
    '/administration/sso_providers/:id',
    {
      config: { auth: 'member' },
      schema: { params: ssoProviderParams, body: ssoProviderBody, response: { 200: adminSsoProvider } },
    },
    async (request) => updateProvider(ctx, admin(request), request.params.id, request.body),
  );

  api.delete(
    '/administration/sso_providers/:id',
    { config: { auth: 'member' }, schema: { params: ssoProviderParams } },
    async (request, reply) => {
      await deleteProvider(ctx, admin(request), request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    '/administration/sso_providers/:id/test',
    { config: { auth: 'member' }, schema: { params: ssoProviderParams, response: { 200: ssoTestResult } } },
    async (request) => testProvider(ctx, request.viewer, request.params.id),
  );

  api.get(
    ssoPaths.publicList,
    { config: { auth: 'public' }, schema: { response: { 200: publicSsoProviderList } } },
    async () => publicProviders(ctx),
  );

  api.get(
    '/auth/oidc/:id/start',
    {
      config: { auth: 'public', rate: 'sign_in' },
      schema: { params: ssoProviderParams, querystring: ssoStartQuery },
    },
    async (request, reply) => {
      try {
        const { url, state } = await startSignIn(ctx, request.params.id, request.query.redirect_to);
        reply.setCookie(STATE_COOKIE, state, {
          httpOnly: true,
          // Lax: the provider's way back is a top-level navigation from another site.
          sameSite: 'lax',
          path: '/auth/oidc',
          secure,
          maxAge: SIGN_IN_LIFETIME_MS / 1000,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 303);
      } catch (error) {
        if (error instanceof SsoFailure) return toSignIn(reply, error.code, null);
        throw error;
      }
    },
  );

  api.get(
    '/auth/oidc/:id/callback',
    {
      config: { auth: 'public', rate: 'sign_in' },
      schema: { params: ssoProviderParams, querystring: ssoCallbackQuery },
    },
    async (request, reply) => {
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/auth/oidc', secure, httpOnly: true, sameSite: 'lax' });
      const result = await finishSignIn(ctx, {
        providerId: request.params.id,
        url: new URL(request.url, ctx.config.publicOrigin),
        query: request.query,
        cookieState,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        browserToken: browserTokenOf(request),
      });
      if (result.kind === 'failure') return toSignIn(reply, result.code, result.redirectTo);
      // As with the password: a fresh session; the old one (if any) and a half-done sign-in end.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) {
        await signOut(ctx, hashToken(previous));
        clearSessionCookie(reply, secure);
      }
      clearPendingCookie(reply, secure);
      setSessionCookie(reply, result.token, secure);
      setBrowserCookie(reply, result.browserToken, secure);
      return reply.header('cache-control', 'no-store').redirect(result.redirectTo, 303);
    },
  );
}
