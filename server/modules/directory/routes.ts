import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelPaths, directoryChannelPage, directoryChannelsQuery } from '../../../contract/channels.js';
import {
  directoryCategoryQuery,
  directoryGroupPageResponse,
  directoryMemberPageResponse,
  directoryMembersQuery,
  directoryMembersResponse,
  directoryOverviewResponse,
  directoryPaths,
  directoryResponse,
} from '../../../contract/directory.js';
import { memberListQuery } from '../../../contract/members.js';
import type { AppContext } from '../../platform/context.js';
import {
  directoryChannelsPage,
  directoryGroupPage,
  directoryMemberPage,
  directoryMembers,
  directoryOverview,
  searchDirectory,
} from './service.js';

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
    {
      config: { ...config, rate: 'search' },
      schema: { querystring: directoryQuery, response: { 200: directoryResponse } },
    },
    async (request) =>
      searchDirectory(ctx, await ctx.network.get(), request.viewer, {
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
    async (request) => directoryMembers(ctx, await ctx.network.get(), request.viewer, request.query),
  );

  api.get(
    directoryPaths.overview,
    { config, schema: { response: { 200: directoryOverviewResponse } } },
    async (request) => directoryOverview(ctx, await ctx.network.get(), request.viewer),
  );

  api.get(
    directoryPaths.members,
    {
      config: { ...config, rate: 'search' },
      schema: { querystring: directoryMembersQuery, response: { 200: directoryMemberPageResponse } },
    },
    async (request) => directoryMemberPage(ctx, await ctx.network.get(), request.viewer, request.query),
  );

  api.get(
    channelPaths.directory,
    {
      config: { ...config, rate: 'search' },
      schema: { querystring: directoryChannelsQuery, response: { 200: directoryChannelPage } },
    },
    async (request) => directoryChannelsPage(ctx, await ctx.network.get(), request.viewer, request.query),
  );

  // A static path (members.json and channels.json above) wins over this one, so no category can hide the members list.
  api.get(
    '/directory/:category.json',
    {
      config: { ...config, rate: 'search' },
      schema: {
        params: z.object({ category: z.string().min(1).max(200) }),
        querystring: directoryCategoryQuery,
        response: { 200: directoryGroupPageResponse },
      },
    },
    async (request) =>
      directoryGroupPage(
        ctx,
        await ctx.network.get(),
        request.viewer,
        request.params.category,
        request.query,
      ),
  );
}
