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
import { unsubscribe, unsubscribePage, unsubscribeTarget } from './unsubscribe.js';

const tokenParams = z.object({ token: z.string().max(2000) });

/**
 * `GET/POST /api/v1/unsubscribe/{token}`, public and without CSRF check (mail programs post from
 * nowhere; the signed token is the credential). In a scope of its own that accepts form posts.
 */
async function unsubscribeRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const config = { auth: 'public', csrf: false } as const;
    api.get(
      '/api/v1/unsubscribe/:token',
      { config, schema: { params: tokenParams } },
      async (request, reply) => {
        const target = await unsubscribeTarget(ctx, request.params.token);
        const network = await ctx.network.get();
        reply.type('text/html; charset=utf-8');
        if (!target)
          return reply.status(404).send(unsubscribePage(network.language, 'invalid', network.name));
        return unsubscribePage(target.locale, 'question', network.name, request.url);
      },
    );
    api.post(
      '/api/v1/unsubscribe/:token',
      { config, schema: { params: tokenParams } },
      async (request, reply) => {
        const target = await unsubscribeTarget(ctx, request.params.token);
        if (!target) throw notFound('subscription');
        await unsubscribe(ctx, target);
        // A person's form post gets the page; a mail program's one-click post only the status.
        if (request.headers.accept?.includes('text/html')) {
          reply.type('text/html; charset=utf-8');
          return unsubscribePage(target.locale, 'done', (await ctx.network.get()).name);
        }
        return reply.status(204).send();
      },
    );
  });
}

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  await unsubscribeRoutes(app, ctx);
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
