import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchResult,
  CSV_MAX_BYTES,
  externalInviteResult,
  externalInviteSettings,
  inviteOptions as inviteOptionsSchema,
  membershipInviteBody,
  membershipInviteResult,
  registrationBody,
  registrationInfo as registrationInfoSchema,
  registrationParams,
  registrationResult,
  renewBody,
  revokeBody,
  sentInviteList,
  sentInvitesQuery,
} from '../../../contract/invitations.js';
import { twoFactorPaths } from '../../../contract/two-factor.js';
import type { AppContext } from '../../platform/context.js';
import { setSessionCookie } from '../../platform/sessions/cookie.js';
import { setPendingCookie } from '../two-factor/service.js';
import { readExternalInvite } from './input.js';
import {
  inviteExternal,
  inviteMembers,
  inviteOptions,
  inviteSettings,
  listSent,
  loadScope,
  register,
  registrationInfo,
  renewInvites,
  revokeInvites,
  type ScopeRef,
} from './service.js';

const ref = z.string().min(1).max(200);
/** The three scopes of part 3 section 7: the network, a group category, a group. */
const SCOPES: {
  prefix: string;
  params?: z.ZodObject;
  scope: (params: Record<string, string>) => ScopeRef;
}[] = [
  { prefix: '/administration', scope: () => ({ type: 'network' }) },
  {
    prefix: '/group-categories/:category',
    params: z.object({ category: ref }),
    scope: (p) => ({ type: 'category', ref: p.category ?? '' }),
  },
  {
    prefix: '/groups/:group',
    params: z.object({ group: ref }),
    scope: (p) => ({ type: 'group', ref: p.group ?? '' }),
  },
];

/** Invitations (contract/invitations.ts). */
export async function invitationRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // Only these routes take multipart forms (the CSV upload).
    await scope.register(multipart, {
      limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 20, fieldSize: 20_000, parts: 40 },
    });
    routes(scope, ctx);
  });
}

function routes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;
  const client = (request: FastifyRequest) => ({ viewer: request.viewer, ip: request.ip });
  const scopeOf = async (request: FastifyRequest, toRef: (p: Record<string, string>) => ScopeRef) =>
    loadScope(
      ctx,
      request.viewer,
      await ctx.network.get(),
      toRef((request.params ?? {}) as Record<string, string>),
    );

  api.get(
    '/external_invites/settings',
    { config: member, schema: { response: { 200: externalInviteSettings } } },
    async (request) => inviteSettings(ctx, request.viewer),
  );

  for (const { prefix, params, scope } of SCOPES) {
    const paramsSchema = params ? { params } : {};
    api.get(
      `/api/v1${prefix}/invites/options`,
      { config: member, schema: { ...paramsSchema, response: { 200: inviteOptionsSchema } } },
      async (request) => inviteOptions(ctx, request.viewer, await scopeOf(request, scope)),
    );

    api.post(
      `${prefix}/external_invites`,
      { config: member, schema: { ...paramsSchema, response: { 201: externalInviteResult } } },
      async (request, reply) => {
        const where = await scopeOf(request, scope);
        const input = await readExternalInvite(request);
        return reply.status(201).send(await inviteExternal(ctx, client(request), where, input));
      },
    );

    api.post(
      `${prefix}/membership_invites`,
      {
        config: member,
        schema: { ...paramsSchema, body: membershipInviteBody, response: { 201: membershipInviteResult } },
      },
      async (request, reply) => {
        const network = await ctx.network.get();
        const where = await loadScope(
          ctx,
          request.viewer,
          network,
          scope((request.params ?? {}) as Record<string, string>),
        );
        const result = await inviteMembers(
          ctx,
          client(request),
          network,
          where,
          request.body.membership_invites,
        );
        return reply.status(201).send(result);
      },
    );

    api.get(
      `${prefix}/invites/sent`,
      {
        config: member,
        schema: { ...paramsSchema, querystring: sentInvitesQuery, response: { 200: sentInviteList } },
      },
      async (request) => listSent(ctx, await scopeOf(request, scope), request.query),
    );
  }

  api.post(
    '/batch_invites/renew',
    { config: member, schema: { body: renewBody, response: { 200: batchResult } } },
    async (request) => renewInvites(ctx, client(request), request.body),
  );

  api.post(
    '/batch_invites/revoke',
    { config: member, schema: { body: revokeBody, response: { 200: batchResult } } },
    async (request) => revokeInvites(ctx, client(request), request.body.invite_ids),
  );

  // The registration page of an invited person: nobody is signed in yet.
  const publicLimited = { auth: 'public', rate: 'password_reset' } as const;
  api.get(
    '/api/v1/invitations/:token',
    {
      config: publicLimited,
      schema: { params: registrationParams, response: { 200: registrationInfoSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrationInfo(ctx, request.params.token);
    },
  );

  api.post(
    '/api/v1/invitations/:token',
    {
      config: publicLimited,
      schema: { params: registrationParams, body: registrationBody, response: { 200: registrationResult } },
    },
    async (request, reply) => {
      const result = await register(ctx, request.params.token, request.body.user, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (result.kind === 'second_factor') {
        setPendingCookie(reply, result.token, ctx.config.secureCookies);
        return { redirect_to: `${twoFactorPaths.page}?context=sign_in` };
      }
      setSessionCookie(reply, result.token, ctx.config.secureCookies);
      return { redirect_to: '/' };
    },
  );
}
