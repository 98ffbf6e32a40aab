import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  app,
  appList,
  appListQuery,
  card,
  createAppBody,
  item,
  itemBody,
  itemList,
  itemListQuery,
  moveCardBody,
  updateAppBody,
  wall,
  wallQuery,
} from '../../../contract/apps.js';
import { userbarLinks } from '../../../contract/userbar.js';
import type { AppContext } from '../../platform/context.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { createApp, destroyApp, getApp, listApps, updateApp } from './apps.js';
import { createItem, getItem, listItems, setArchived, updateItem } from './items.js';
import { userbarAppLinks } from './links.js';
import { getWall, moveCard } from './wall.js';

const appParams = z.object({ app: z.string().max(200) });
const idParams = z.object({ id: z.string().max(64) });
const linksQuery = z.object({ filter: z.string().max(100).optional() });

/** Apps, items and the card wall under /api/v1, and the user bar's `GET /apps`. */
export function appsRoutes(server: FastifyInstance, ctx: AppContext) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const actor = (request: { viewer: CurrentMember; ip: string }) => ({
    viewer: request.viewer,
    ip: request.ip,
  });

  api.get(
    '/apps',
    { config, schema: { querystring: linksQuery, response: { 200: userbarLinks } } },
    async (request) => userbarAppLinks(ctx, request.viewer, request.query.filter === 'show_in_userbar'),
  );

  api.get(
    '/api/v1/apps',
    { config, schema: { querystring: appListQuery, response: { 200: appList } } },
    async (request) => listApps(ctx, request.viewer, request.query.group?.trim() || null),
  );

  api.post(
    '/api/v1/apps',
    { config, schema: { body: createAppBody, response: { 201: app } } },
    async (request, reply) => reply.status(201).send(await createApp(ctx, actor(request), request.body)),
  );

  api.get(
    '/api/v1/apps/:app',
    { config, schema: { params: appParams, response: { 200: app } } },
    async (request) => getApp(ctx, request.viewer, request.params.app),
  );

  api.put(
    '/api/v1/apps/:app',
    { config, schema: { params: appParams, body: updateAppBody, response: { 200: app } } },
    async (request) => updateApp(ctx, actor(request), request.params.app, request.body),
  );

  api.delete('/api/v1/apps/:app', { config, schema: { params: appParams } }, async (request, reply) => {
    await destroyApp(ctx, actor(request), request.params.app);
    return reply.status(204).send();
  });

  api.get(
    '/api/v1/apps/:app/items',
    { config, schema: { params: appParams, querystring: itemListQuery, response: { 200: itemList } } },
    async (request) => listItems(ctx, request.viewer, request.params.app, request.query),
  );

  api.post(
    '/api/v1/apps/:app/items',
    { config, schema: { params: appParams, body: itemBody, response: { 201: item } } },
    async (request, reply) =>
      reply.status(201).send(await createItem(ctx, actor(request), request.params.app, request.body)),
  );

  api.get(
    '/api/v1/apps/:app/wall',
    { config, schema: { params: appParams, querystring: wallQuery, response: { 200: wall } } },
    async (request) => getWall(ctx, request.viewer, request.params.app),
  );

  api.get(
    '/api/v1/items/:id',
    { config, schema: { params: idParams, response: { 200: item } } },
    async (request) => getItem(ctx, request.viewer, request.params.id),
  );

  api.put(
    '/api/v1/items/:id',
    { config, schema: { params: idParams, body: itemBody, response: { 200: item } } },
    async (request) => updateItem(ctx, actor(request), request.params.id, request.body),
  );

  api.post(
    '/api/v1/items/:id/archive',
    { config, schema: { params: idParams, response: { 200: item } } },
    async (request) => setArchived(ctx, actor(request), request.params.id, true),
  );

  api.delete(
    '/api/v1/items/:id/archive',
    { config, schema: { params: idParams, response: { 200: item } } },
    async (request) => setArchived(ctx, actor(request), request.params.id, false),
  );

  api.post(
    '/api/v1/items/:id/move',
    { config, schema: { params: idParams, body: moveCardBody, response: { 200: card } } },
    async (request) => moveCard(ctx, actor(request), request.params.id, request.body),
  );
}
