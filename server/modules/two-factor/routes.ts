import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminResetParams,
  backupCodesResponse,
  codeBody,
  createFactorBody,
  createFactorResponse,
  deleteFactorBody,
  emailCodeResponse,
  factorParams,
  factorsResponse,
  newFactorQuery,
  newFactorResponse,
  signInStepDone,
  signInStepResponse,
  twoFactorPaths,
} from '../../../contract/two-factor.js';
import type { AppContext } from '../../platform/context.js';
import { unauthorized, unprocessable } from '../../platform/errors.js';
import { setSessionCookie } from '../../platform/sessions/cookie.js';
import { memberContactsByIds } from '../members/service.js';
import { browserTokenOf, setBrowserCookie } from '../sessions/service.js';
import { sendEmailCode } from './email-codes.js';
import {
  createFactor,
  deleteFactor,
  type FactorActor,
  listFactors,
  newFactor,
  resetBackupCodes,
} from './factors.js';
import { clearPendingCookie, completePendingSignIn, type PendingSignIn, pendingOf } from './pending.js';
import { resetMemberFactors } from './service.js';
import { factorsOf, verifyMemberCode } from './verify.js';

/**
 * Routes of part 3 §7 "Two-factor". The factor routes serve a signed-in member and, while the
 * network enforces two-factor, a half-done sign-in that must set a factor up first: they are declared
 * public and resolve who asks themselves (`actorOf`), refusing everyone else with 401. The sign-in
 * step reads only the half-done sign-in's own cookie.
 */
export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.config.secureCookies;
  // Public to the authentication hook, but actorOf answers 401 without a session or a half-done sign-in.
  const factorConfig = { auth: 'public', credentials: ['session', 'pendingSignIn'] } as const;
  const signInStepConfig = { auth: 'public', credentials: ['pendingSignIn'] } as const;

  async function pendingContact(pending: PendingSignIn) {
    const contact = (await memberContactsByIds(ctx.db, [pending.memberId])).get(pending.memberId);
    if (!contact) throw unauthorized();
    return contact;
  }

  async function actorOf(request: FastifyRequest): Promise<FactorActor> {
    const member = request.member;
    if (member) {
      const base = { memberId: member.id, email: member.email, ip: request.ip };
      return { ...base, kind: 'member', sessionTokenHash: member.sessionTokenHash };
    }
    const pending = await pendingOf(ctx, request);
    if (pending?.mode !== 'setup') throw unauthorized();
    const contact = await pendingContact(pending);
    const browserToken = browserTokenOf(request);
    return {
      memberId: pending.memberId,
      email: contact.email,
      ip: request.ip,
      kind: 'pending',
      pending,
      browserToken,
    };
  }

  function memberActor(request: FastifyRequest) {
    const viewer = request.viewer;
    return {
      kind: 'member' as const,
      memberId: viewer.id,
      email: viewer.email,
      ip: request.ip,
      sessionTokenHash: viewer.sessionTokenHash,
    };
  }

  api.get(
    twoFactorPaths.factors,
    { config: factorConfig, schema: { response: { 200: factorsResponse } } },
    async (request) => listFactors(ctx, await actorOf(request)),
  );

  api.get(
    twoFactorPaths.newFactor,
    {
      config: factorConfig,
      schema: { querystring: newFactorQuery, response: { 200: newFactorResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return newFactor(ctx, await actorOf(request), request.query.type);
    },
  );

  api.post(
    twoFactorPaths.factors,
    {
      config: factorConfig,
      schema: { body: createFactorBody, response: { 201: createFactorResponse } },
    },
    async (request, reply) => {
      const { session, ...created } = await createFactor(ctx, await actorOf(request), request.body);
      if (session) {
        setSessionCookie(reply, session.token, secure);
        setBrowserCookie(reply, session.browserToken, secure);
        clearPendingCookie(reply, secure);
      }
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/api/v1/authentication/factors/:id/reset-backup-codes',
    {
      config: { auth: 'member' },
      schema: { params: factorParams, body: codeBody, response: { 200: backupCodesResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const codes = await resetBackupCodes(ctx, memberActor(request), request.params.id, request.body.code);
      return { backup_codes: codes };
    },
  );

  api.delete(
    '/api/v1/authentication/factors/:id',
    { config: { auth: 'member' }, schema: { params: factorParams, body: deleteFactorBody } },
    async (request, reply) => {
      await deleteFactor(ctx, memberActor(request), request.params.id, request.body?.code);
      return reply.status(204).send();
    },
  );

  // A code by e-mail: for a half-done sign-in of a member with an e-mail factor, or a signed-in one
  // who confirms a change (new backup codes) with it.
  api.post(
    twoFactorPaths.emailCode,
    { config: { ...factorConfig, rate: 'sign_in' }, schema: { response: { 200: emailCodeResponse } } },
    async (request) => {
      const pending = request.member ? null : await pendingOf(ctx, request);
      if (!request.member && pending?.mode !== 'verify') throw unauthorized();
      const memberId = request.member?.id ?? (pending as PendingSignIn).memberId;
      const factors = await factorsOf(ctx, memberId);
      if (!factors.some((factor) => factor.type === 'email')) {
        throw unprocessable({ base: ['errors.two_factor.no_email_factor'] });
      }
      await sendEmailCode(ctx, memberId);
      const email = request.member?.email ?? (await pendingContact(pending as PendingSignIn)).email;
      return { email };
    },
  );

  api.get(
    twoFactorPaths.signInStep,
    { config: signInStepConfig, schema: { response: { 200: signInStepResponse } } },
    async (request) => {
      const pending = await pendingOf(ctx, request);
      if (!pending) throw unauthorized();
      const factors = await factorsOf(ctx, pending.memberId);
      return { mode: pending.mode, factors: factors.map((factor) => factor.type) };
    },
  );

  api.put(
    twoFactorPaths.signInStep,
    {
      config: { ...signInStepConfig, rate: 'sign_in' },
      schema: { body: codeBody, response: { 200: signInStepDone } },
    },
    async (request, reply) => {
      const pending = await pendingOf(ctx, request);
      if (pending?.mode !== 'verify') throw unauthorized();
      await verifyMemberCode(ctx, pending.memberId, request.body.code, { ip: request.ip });
      const session = await completePendingSignIn(ctx, pending, browserTokenOf(request));
      if (!session) throw unauthorized();
      setSessionCookie(reply, session.token, secure);
      setBrowserCookie(reply, session.browserToken, secure);
      clearPendingCookie(reply, secure);
      return { redirect_to: session.redirectTo };
    },
  );

  api.delete(
    '/administration/members/:id/authentication/factors',
    { config: { auth: 'admin' }, schema: { params: adminResetParams } },
    async (request, reply) => {
      await resetMemberFactors(ctx, request.viewer, request.params.id, request.ip);
      return reply.status(204).send();
    },
  );
}
