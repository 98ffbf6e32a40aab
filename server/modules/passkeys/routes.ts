import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInResponse } from '../../../contract/auth.js';
import {
  createPasskeyBody,
  passkey,
  passkeyList,
  passkeyOptions,
  passkeyParams,
  passkeyPaths,
  passkeySignInBody,
} from '../../../contract/passkeys.js';
import type { AppContext } from '../../platform/context.js';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions/cookie.js';
import { hashToken, SESSION_COOKIE } from '../../platform/sessions/sessions.js';
import { safeRedirect, signOut } from '../auth/service.js';
import { browserTokenOf, setBrowserCookie } from '../sessions/service.js';
import { clearPendingCookie } from '../two-factor/service.js';
import { createPasskey, deletePasskey, listPasskeys, registrationOptions } from './registration.js';
import { passkeySignIn, signInOptions } from './sign-in.js';

/** Passkeys of the signed-in member, and signing in with one (public, throttled like the password). */
export function passkeysRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.config.secureCookies;

  api.get(
    passkeyPaths.list,
    { config: { auth: 'member' }, schema: { response: { 200: passkeyList } } },
    async (request) => ({ entries: await listPasskeys(ctx, request.viewer) }),
  );

  api.post(
    passkeyPaths.registrationOptions,
    { config: { auth: 'member' }, schema: { response: { 200: passkeyOptions } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A plain object for the response schema (the library's type is an interface).
      return { ...(await registrationOptions(ctx, request.viewer)) };
    },
  );

  api.post(
    passkeyPaths.list,
    { config: { auth: 'member' }, schema: { body: createPasskeyBody, response: { 201: passkey } } },
    async (request, reply) => {
      const actor = { viewer: request.viewer, ip: request.ip, userAgent: request.headers['user-agent'] };
      return reply.status(201).send(await createPasskey(ctx, actor, request.body));
    },
  );

  api.delete(
    '/api/v1/authentication/passkeys/:id',
    { config: { auth: 'member' }, schema: { params: passkeyParams } },
    async (request, reply) => {
      await deletePasskey(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id);
      return reply.status(204).send();
    },
  );

  api.post(
    passkeyPaths.signInOptions,
    { config: { auth: 'public', rate: 'sign_in' }, schema: { response: { 200: passkeyOptions } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ...(await signInOptions(ctx)) };
    },
  );

  api.post(
    passkeyPaths.signIn,
    {
      config: { auth: 'public', rate: 'sign_in' },
      schema: { body: passkeySignInBody, response: { 200: signInResponse } },
    },
    async (request, reply) => {
      const session = await passkeySignIn(ctx, {
        body: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        browserToken: browserTokenOf(request),
      });
      // As with the password: a fresh session, the old one (if any) ends, a half-done sign-in too.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) {
        await signOut(ctx, hashToken(previous));
        clearSessionCookie(reply, secure);
      }
      clearPendingCookie(reply, secure);
      setSessionCookie(reply, session.token, secure);
      setBrowserCookie(reply, session.browserToken, secure);
      return { redirect_to: safeRedirect(request.body.redirect_to) };
    },
  );
}
