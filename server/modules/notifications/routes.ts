import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationsPage,
  notificationsPaths,
  notificationsQuery,
  unreadNotifications,
} from '../../../contract/notifications.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { unreadsChanged } from '../unreads/service.js';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service.js';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const unread = async (viewer: Parameters<typeof countUnreadNotifications>[1]) => ({
    unread_count: await countUnreadNotifications(ctx, viewer),
  });

  api.get(
    notificationsPaths.list,
    { config, schema: { querystring: notificationsQuery, response: { 200: notificationsPage } } },
    async (request) => listNotifications(ctx, await ctx.network.get(), request.viewer, request.query),
  );

  api.get(
    notificationsPaths.unreadCount,
    { config, schema: { response: { 200: unreadNotifications } } },
    async (request) => unread(request.viewer),
  );

  api.post(
    notificationsPaths.read(':id'),
    {
      config,
      schema: { params: z.object({ id: z.string().max(100) }), response: { 200: unreadNotifications } },
    },
    async (request) => {
      if (!(await markNotificationRead(ctx.db, request.viewer.id, request.params.id))) {
        throw notFound('notification');
      }
      // The member's other tabs and devices update their bell.
      await unreadsChanged(ctx.bus, [request.viewer.id]);
      return unread(request.viewer);
    },
  );

  api.post(
    notificationsPaths.readAll,
    { config, schema: { response: { 200: unreadNotifications } } },
    async (request) => {
      await markAllNotificationsRead(ctx.db, request.viewer.id);
      await unreadsChanged(ctx.bus, [request.viewer.id]);
      return unread(request.viewer);
    },
  );
}
