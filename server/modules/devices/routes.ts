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
} from '../../../contract/devices.js';
import type { AppContext } from '../../platform/context.js';
import {
  deleteDevice,
  getDeviceSettings,
  listDevices,
  registerDevice,
  updateDeviceSettings,
  webPushPublicKey,
} from './service.js';

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

  api.get('/api/v1/web_push/key', { config, schema: { response: { 200: webPushKey } } }, async () =>
    webPushPublicKey(ctx),
  );
}
