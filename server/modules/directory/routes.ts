import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { directoryMembersResponse, directoryResponse } from '../../../contract/directory.js';
import { memberListQuery } from '../../../contract/members.js';
import type { AppContext } from '../../platform/context.js';
import { requireViewer } from '../network/policy.js';
import { getNetwork } from '../network/service.js';
import { directoryMembers, searchDirectory } from './service.js';

const flag = z.stringbool().default(false);
const directoryQuery = z.object({
  q: z.string().max(200).optional(),
  only_my_groups: flag,
  only_my_admin_groups: flag,
  only_chat_enabled: flag,
  include_membership_roles: flag,
});

export function directoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    '/directory',
    { config, schema: { querystring: directoryQuery, response: { 200: directoryResponse } } },
    async (request) =>
      searchDirectory(ctx.db, await getNetwork(ctx.db), requireViewer(request.member), {
        q: request.query.q,
        onlyMyGroups: request.query.only_my_groups,
        onlyMyAdminGroups: request.query.only_my_admin_groups,
        onlyChatEnabled: request.query.only_chat_enabled,
        includeMembershipRoles: request.query.include_membership_roles,
      }),
  );

  api.get(
    '/directory/members',
    { config, schema: { querystring: memberListQuery, response: { 200: directoryMembersResponse } } },
    async (request) =>
      directoryMembers(ctx.db, await getNetwork(ctx.db), requireViewer(request.member), request.query),
  );
}
