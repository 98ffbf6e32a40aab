import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { administrationHome } from '../../../contract/administration.js';
import {
  settingsResponse,
  testBirthdayEmailBody,
  updateSettingsBody,
} from '../../../contract/network-settings.js';
import { updatesPaths, updatesResponse } from '../../../contract/updates.js';
import type { AppContext } from '../../platform/context.js';
import { sendTestBirthdayMail } from './birthday-mail.js';
import { administrationCan, requireNetworkAdmin } from './policy.js';
import { getSettings, updateSettings } from './settings.js';
import { getUpdates, releaseChecker } from './updates.js';

/**
 * The administration home and the network settings (part 3 sections 2.1, 3.1, 7). Declared for members:
 * the service answers 404 to everyone but network administrators.
 */
export function administrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const releases = releaseChecker(ctx.config.releases, ctx.log);

  api.get(
    '/api/v1/administration',
    { config, schema: { response: { 200: administrationHome } } },
    async (request) => {
      requireNetworkAdmin(request.viewer);
      return { can: administrationCan(request.viewer, await ctx.network.get()) };
    },
  );

  api.get(
    '/administration/settings',
    { config, schema: { response: { 200: settingsResponse } } },
    async (request) => getSettings(ctx, request.viewer),
  );

  api.put(
    '/administration/settings',
    { config, schema: { body: updateSettingsBody, response: { 200: settingsResponse } } },
    async (request) => updateSettings(ctx, { viewer: request.viewer, ip: request.ip }, request.body.settings),
  );

  api.post(
    '/administration/settings/send_test_birthday_email',
    { config, schema: { body: testBirthdayEmailBody } },
    async (request, reply) => {
      await sendTestBirthdayMail(ctx, request.viewer, request.body.birthday_emails);
      return reply.status(202).send();
    },
  );

  api.get(updatesPaths.read, { config, schema: { response: { 200: updatesResponse } } }, async (request) =>
    getUpdates(ctx, request.viewer, releases),
  );
}
