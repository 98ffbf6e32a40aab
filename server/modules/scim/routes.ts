import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  scimGroupBody,
  scimListQuery,
  scimPatchBody,
  scimPaths,
  scimResourceParams,
  scimTokenBody,
  scimTokenCreated,
  scimTokenList,
  scimTokenParams,
  scimUserBody,
} from '../../../contract/scim.js';
import type { AppContext } from '../../platform/context.js';
import type { AccountActor } from '../member-administration/service.js';
import { discoveryRoutes } from './discovery.js';
import { installScimErrors, ScimError } from './errors.js';
import { getGroup, listGroups, patchGroup, replaceGroup } from './groups.js';
import { authenticate, createToken, deleteToken, listTokens } from './tokens.js';
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from './users.js';

/** Provisioning clients authenticate with the bearer token, not the session: no CSRF check applies. */
const provisioning = { auth: 'public', csrf: false, credentials: ['scimToken'] } as const;

export async function scimRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    scimPaths.tokens,
    { config: { auth: 'member' }, schema: { response: { 200: scimTokenList } } },
    async (request) => listTokens(ctx, request.viewer),
  );
  api.post(
    scimPaths.tokens,
    { config: { auth: 'member' }, schema: { body: scimTokenBody, response: { 201: scimTokenCreated } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createToken(ctx, { viewer: request.viewer, ip: request.ip }, request.body)),
  );
  api.delete(
    '/administration/scim_tokens/:id',
    { config: { auth: 'member' }, schema: { params: scimTokenParams } },
    async (request, reply) => {
      await deleteToken(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id);
      return reply.status(204).send();
    },
  );

  await app.register(
    async (scope) => {
      installScimErrors(scope);
      // SCIM's media type is JSON (RFC 7644 section 8.1).
      scope.addContentTypeParser(
        'application/scim+json',
        { parseAs: 'string' },
        scope.getDefaultJsonParser('error', 'error'),
      );
      scope.addHook('onSend', async (_request, reply, payload) => {
        if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
          reply.type('application/scim+json; charset=utf-8');
        }
        return payload;
      });
      const scim = scope.withTypeProvider<ZodTypeProvider>();
      // Every request, discovery included, carries the token; handlers that write act under it.
      const actors = new WeakMap<FastifyRequest, AccountActor>();
      scope.addHook('preHandler', async (request) => {
        actors.set(request, await authenticate(ctx, request.headers.authorization, request.ip));
      });
      const actor = (request: FastifyRequest) => {
        const found = actors.get(request);
        if (!found) throw new ScimError(401, 'A bearer token is required.');
        return found;
      };
      discoveryRoutes(scope, ctx, provisioning);

      scim.get('/Users', { config: provisioning, schema: { querystring: scimListQuery } }, async (request) =>
        listUsers(ctx, request.query),
      );
      scim.get(
        '/Users/:id',
        { config: provisioning, schema: { params: scimResourceParams } },
        async (request) => getUser(ctx, request.params.id),
      );
      scim.post('/Users', { config: provisioning, schema: { body: scimUserBody } }, async (request, reply) =>
        reply.status(201).send(await createUser(ctx, actor(request), request.body)),
      );
      scim.put(
        '/Users/:id',
        { config: provisioning, schema: { params: scimResourceParams, body: scimUserBody } },
        async (request) => replaceUser(ctx, actor(request), request.params.id, request.body),
      );
      scim.patch(
        '/Users/:id',
        { config: provisioning, schema: { params: scimResourceParams, body: scimPatchBody } },
        async (request) => patchUser(ctx, actor(request), request.params.id, request.body.Operations),
      );
      scim.delete(
        '/Users/:id',
        { config: provisioning, schema: { params: scimResourceParams } },
        async (request, reply) => {
          await deleteUser(ctx, actor(request), request.params.id);
          return reply.status(204).send();
        },
      );

      scim.get('/Groups', { config: provisioning, schema: { querystring: scimListQuery } }, async (request) =>
        listGroups(ctx, request.query),
      );
      scim.get(
        '/Groups/:id',
        { config: provisioning, schema: { params: scimResourceParams, querystring: scimListQuery } },
        async (request) => getGroup(ctx, request.params.id, request.query),
      );
      scim.patch(
        '/Groups/:id',
        {
          config: provisioning,
          schema: { params: scimResourceParams, querystring: scimListQuery, body: scimPatchBody },
        },
        async (request) =>
          patchGroup(ctx, actor(request), request.params.id, request.body.Operations, request.query),
      );
      scim.put(
        '/Groups/:id',
        { config: provisioning, schema: { params: scimResourceParams, body: scimGroupBody } },
        async (request) => replaceGroup(ctx, actor(request), request.params.id, request.body),
      );
      // Groups are made and removed in the product, where they get a category and access rules;
      // provisioning manages the members of the groups that exist.
      const groupsAreTheProducts = async () => {
        throw new ScimError(
          403,
          'Groups are created and deleted in the intranet; provisioning manages their members.',
        );
      };
      scim.post('/Groups', { config: provisioning, schema: { body: scimGroupBody } }, groupsAreTheProducts);
      scim.delete(
        '/Groups/:id',
        { config: provisioning, schema: { params: scimResourceParams } },
        groupsAreTheProducts,
      );
    },
    { prefix: scimPaths.base },
  );
}
