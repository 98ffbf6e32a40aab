import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  membershipRole,
  membershipRoleBody,
  membershipRoleList,
  NETWORK_ROLE_SCOPE,
  membershipRolePaths as paths,
} from '../../../contract/membership-roles.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import {
  createManagedRole,
  deleteManagedRole,
  listManagedRoles,
  type RoleManager,
  updateManagedRole,
} from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { canAssignRoles } from './policy.js';

const idParams = z.object({ id: z.string().max(100) });

/** The network's roles: network administrators of a network that uses membership roles; 404 otherwise. */
const networkRoleManager = (viewer: Viewer, network: NetworkRecord): RoleManager => ({
  scope: { groupId: null },
  assert: () => {
    if (!canAssignRoles(viewer, network)) throw notFound('membership roles');
  },
});

/**
 * The network's membership roles manager (contract/membership-roles.ts). Declared for members so
 * that everyone but network administrators gets 404, as for the other administration lists.
 */
export function membershipRoleRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const list = paths.list(NETWORK_ROLE_SCOPE);
  const one = paths.role(NETWORK_ROLE_SCOPE, ':id');
  const manager = async (viewer: Viewer) => networkRoleManager(viewer, await ctx.network.get());

  api.get(list, { config, schema: { response: { 200: membershipRoleList } } }, async (request) => ({
    entries: await listManagedRoles(ctx, await manager(request.viewer)),
    members_path: '/administration/members',
  }));

  api.post(
    list,
    { config, schema: { body: membershipRoleBody, response: { 201: membershipRole } } },
    async (request, reply) => {
      const who = { viewer: request.viewer, ip: request.ip };
      const fields = request.body.membership_role;
      const role = await createManagedRole(ctx, who, await manager(request.viewer), fields);
      return reply.status(201).send(role);
    },
  );

  api.put(
    one,
    { config, schema: { params: idParams, body: membershipRoleBody, response: { 200: membershipRole } } },
    async (request) =>
      updateManagedRole(
        ctx,
        { viewer: request.viewer, ip: request.ip },
        await manager(request.viewer),
        request.params.id,
        request.body.membership_role,
      ),
  );

  api.delete(one, { config, schema: { params: idParams } }, async (request, reply) => {
    const who = { viewer: request.viewer, ip: request.ip };
    await deleteManagedRole(ctx, who, await manager(request.viewer), request.params.id);
    return reply.status(204).send();
  });
}
