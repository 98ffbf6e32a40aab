import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  device,
  deviceList,
  deviceSettings,
  registerDeviceBody,
  updateDeviceSettingsBody,
  webPushKey,
  webToken,
} from '../../../contract/devices.js';
import type { AppContext } from '../../platform/context.js';
import { setSessionCookie } from '../../platform/sessions/cookie.js';
import { browserTokenOf, setBrowserCookie } from '../sessions/service.js';
import {
  deleteDevice,
  getDeviceSettings,
  listDevices,
  registerDevice,
  updateDeviceSettings,
  webPushPublicKey,
} from './service.js';
import { APP_ICON_SIZES, appIconPng, webAppManifest } from './web-app-manifest.js';
import { issueWebToken, redeemWebToken, safeRedirect } from './web-token.js';

const params = z.object({ id: z.string().max(100) });

export function deviceRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get('/api/v1/devices', { config, schema: { response: { 200: deviceList } } }, async (request) =>
    listDevices(ctx, request.viewer),
  );

  api.post(
    '/api/v1/devices',
    { config, schema: { body: registerDeviceBody, response: { 201: device } } },
    async (request, reply) => reply.status(201).send(await registerDevice(ctx, request.viewer, request.body)),
  );

  api.delete('/api/v1/devices/:id', { config, schema: { params } }, async (request, reply) => {
    await deleteDevice(ctx, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.get(
    '/api/v1/devices/:id/settings',
    { config, schema: { params, response: { 200: deviceSettings } } },
    async (request) => getDeviceSettings(ctx, request.viewer, request.params.id),
  );

  api.post(
    '/api/v1/devices/:id/settings',
    { config, schema: { params, body: updateDeviceSettingsBody, response: { 200: deviceSettings } } },
    async (request) => updateDeviceSettings(ctx, request.viewer, request.params.id, request.body),
  );

  // Public: browsers fetch the manifest and its icons without the session (the sign-in page installs too).
  api.get(
    '/manifest.webmanifest',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(webAppManifest(await ctx.network.get()))),
  );
  api.get(
    '/api/v1/app_icons/:size',
    {
      config: { auth: 'public' },
      schema: {
        hide: true,
        params: z.object({ size: z.enum(APP_ICON_SIZES.map(String) as ['192', '512']) }),
        querystring: z.object({ maskable: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const size = Number(request.params.size) as (typeof APP_ICON_SIZES)[number];
      const png = await appIconPng(await ctx.network.get(), size, request.query.maskable === '1');
      return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
    },
  );

  api.get('/api/v1/web_push/key', { config, schema: { response: { 200: webPushKey } } }, async () =>
    webPushPublicKey(ctx),
  );

  api.get('/api/v1/get-web-token', { config, schema: { response: { 200: webToken } } }, async (request) =>
    issueWebToken(ctx, request.viewer),
  );

  // Public: the native app's web view has no session yet; the one-time token is the credential.
  api.get(
    '/api/v1/web_session/:token',
    {
      config: { auth: 'public' },
      schema: {
        hide: true,
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ redirect_to: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const session = await redeemWebToken(ctx, request.params.token, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        browserToken: browserTokenOf(request),
      });
      if (!session) return reply.redirect('/users/sign_in', 303);
      setSessionCookie(reply, session.token, ctx.config.secureCookies);
      setBrowserCookie(reply, session.browserToken, ctx.config.secureCookies);
      return reply.header('cache-control', 'no-store').redirect(safeRedirect(request.query.redirect_to), 303);
    },
  );
}
