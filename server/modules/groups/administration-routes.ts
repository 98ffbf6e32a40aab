import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  administeredGroupMemberList,
  administeredGroupMemberQuery,
  groupAdministration,
  updateGroupMemberBody,
} from '../../../contract/group-administration.js';
import {
  groupRoleScope,
  membershipRole,
  membershipRoleBody,
  membershipRoleList,
  membershipRolePaths,
} from '../../../contract/membership-roles.js';
import type { AppContext } from '../../platform/context.js';
import {
  createManagedRole,
  deleteManagedRole,
  listManagedRoles,
  updateManagedRole,
} from '../members/service.js';
import {
  groupAdministrationInfo,
  groupRoleManager,
  listAdministeredMembers,
  removeGroupMember,
  updateGroupMember,
} from './administration.js';

const groupParams = z.object({ group: z.string().min(1).max(200) });
const memberParams = groupParams.extend({ member: z.string().min(1).max(100) });
const roleParams = groupParams.extend({ id: z.string().min(1).max(100) });

/**
 * The group administration (contract/group-administration.ts) and the group's membership roles
 * manager (contract/membership-roles.ts). Declared for members; the services answer 404 to everyone
 * who does not administer the group.
 */
export function groupAdministrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const base = '/groups/:group/administration';

  api.get(
    base,
    { config, schema: { params: groupParams, response: { 200: groupAdministration } } },
    async (request) =>
      groupAdministrationInfo(ctx, await ctx.network.get(), request.viewer, request.params.group),
  );

  api.get(
    `${base}/members`,
    {
      config,
      schema: {
        params: groupParams,
        querystring: administeredGroupMemberQuery,
        response: { 200: administeredGroupMemberList },
      },
    },
    async (request) =>
      listAdministeredMembers(
        ctx,
        await ctx.network.get(),
        request.viewer,
        request.params.group,
        request.query,
      ),
  );

  api.put(
    `${base}/members/:member`,
    { config, schema: { params: memberParams, body: updateGroupMemberBody } },
    async (request, reply) => {
      const { group, member } = request.params;
      await updateGroupMember(ctx, await ctx.network.get(), request.viewer, group, member, request.body);
      return reply.status(204).send();
    },
  );

  api.delete(
    `${base}/members/:member`,
    { config, schema: { params: memberParams } },
    async (request, reply) => {
      await removeGroupMember(ctx, request.viewer, request.params.group, request.params.member);
      return reply.status(204).send();
    },
  );

  const roles = membershipRolePaths.list('/groups/:group');
  const role = membershipRolePaths.role('/groups/:group', ':id');
  const manager = async (viewer: Parameters<typeof groupRoleManager>[2], ref: string) =>
    groupRoleManager(ctx, await ctx.network.get(), viewer, ref);

  api.get(
    roles,
    { config, schema: { params: groupParams, response: { 200: membershipRoleList } } },
    async (request) => {
      const { manager: scoped, slug } = await manager(request.viewer, request.params.group);
      return {
        entries: await listManagedRoles(ctx, scoped),
        members_path: `${groupRoleScope(slug)}/administration/members`,
      };
    },
  );

  api.post(
    roles,
    { config, schema: { params: groupParams, body: membershipRoleBody, response: { 201: membershipRole } } },
    async (request, reply) => {
      const { manager: scoped } = await manager(request.viewer, request.params.group);
      const who = { viewer: request.viewer, ip: request.ip };
      return reply.status(201).send(await createManagedRole(ctx, who, scoped, request.body.membership_role));
    },
  );

  api.put(
    role,
    { config, schema: { params: roleParams, body: membershipRoleBody, response: { 200: membershipRole } } },
    async (request) => {
      const { manager: scoped } = await manager(request.viewer, request.params.group);
      const who = { viewer: request.viewer, ip: request.ip };
      return updateManagedRole(ctx, who, scoped, request.params.id, request.body.membership_role);
    },
  );

  api.delete(role, { config, schema: { params: roleParams } }, async (request, reply) => {
    const { manager: scoped } = await manager(request.viewer, request.params.group);
    await deleteManagedRole(ctx, { viewer: request.viewer, ip: request.ip }, scoped, request.params.id);
    return reply.status(204).send();
  });
}
