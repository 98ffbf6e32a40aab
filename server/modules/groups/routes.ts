import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupPromotionResponse } from '../../../contract/group-promotion.js';
import {
  favoriteResponse,
  group,
  groupMemberList,
  groupNavigation,
  joinResponse,
  myGroups,
  subscribeResponse,
} from '../../../contract/groups.js';
import { memberListQuery } from '../../../contract/members.js';
import type { AppContext } from '../../platform/context.js';
import {
  joinGroup,
  leaveGroup,
  listGroupMembers,
  type SubscriptionKind,
  setFavorite,
  setSubscription,
} from './membership.js';
import { groupPromotion } from './promotion.js';
import { getGroup, getGroupNavigation, getMyGroups } from './service.js';

/** `:group` is a group's id or slug: the spec names {slug} in some paths and {id} in others. */
const groupParams = z.object({ group: z.string().min(1).max(200) });

export function groupRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get('/api/v1/groups', { config, schema: { response: { 200: myGroups } } }, async (request) =>
    getMyGroups(ctx.db, request.viewer),
  );

  api.get(
    '/api/v1/group_promotion',
    { config, schema: { response: { 200: groupPromotionResponse } } },
    async (request) => groupPromotion(ctx.db, await ctx.network.get(), request.viewer),
  );

  api.get(
    '/api/v1/groups/:group',
    { config, schema: { params: groupParams, response: { 200: group } } },
    async (request) => getGroup(ctx.db, await ctx.network.get(), request.viewer, request.params.group),
  );

  api.get(
    '/groups/:group/navigation',
    { config, schema: { params: groupParams, response: { 200: groupNavigation } } },
    async (request) => ({
      items: await getGroupNavigation(ctx.db, request.viewer, request.params.group),
    }),
  );

  api.get(
    '/groups/:group/members',
    {
      config,
      schema: { params: groupParams, querystring: memberListQuery, response: { 200: groupMemberList } },
    },
    async (request) =>
      listGroupMembers(ctx, await ctx.network.get(), request.viewer, request.params.group, request.query),
  );

  for (const [method, on] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    api.route({
      method,
      url: '/api/v1/groups/:group/favorite',
      config,
      schema: { params: groupParams, response: { 200: favoriteResponse } },
      handler: async (request) => setFavorite(ctx.db, request.viewer, request.params.group, on),
    });

    const subscriptions: [string, SubscriptionKind][] = [
      ['/groups/:group/subscribe', 'notifications'],
      ['/api/v1/groups/:group/subscribe', 'notifications'],
    ];
    for (const [url, kind] of subscriptions) {
      api.route({
        method,
        url,
        config,
        schema: { params: groupParams, response: { 200: subscribeResponse } },
        handler: async (request) => setSubscription(ctx.db, request.viewer, request.params.group, kind, on),
      });
    }
  }

  api.post(
    '/api/v1/groups/:group/join',
    { config, schema: { params: groupParams, response: { 200: joinResponse } } },
    async (request) => joinGroup(ctx, await ctx.network.get(), request.viewer, request.params.group),
  );

  api.delete(
    '/api/v1/groups/:group/join',
    { config, schema: { params: groupParams, response: { 200: joinResponse } } },
    async (request) =>
      leaveGroup(ctx, await ctx.network.get(), request.viewer, request.params.group, {
        leaveOnly: false,
      }),
  );

  api.delete(
    '/groups/:group/join',
    { config, schema: { params: groupParams, response: { 200: joinResponse } } },
    async (request) =>
      leaveGroup(ctx, await ctx.network.get(), request.viewer, request.params.group, {
        leaveOnly: true,
      }),
  );
}
