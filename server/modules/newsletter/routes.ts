import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterIssueList,
  newsletterPaths,
  newsletterSettings,
  newsletterTemplateResponse,
  upcomingActivities,
  updateNewsletterSettingsBody,
  updateNewsletterTemplateBody,
  updateUpcomingActivitiesBody,
} from '../../../contract/newsletter.js';
import type { AppContext } from '../../platform/context.js';
import { listIssues, sendTestNewsletter } from './admin.js';
import { getUpcomingActivities, updateUpcomingActivities } from './section-order.js';
import { getNewsletterSettings, updateNewsletterSettings } from './settings.js';
import { getNewsletterTemplate, updateNewsletterTemplate } from './template.js';

/** The newsletter's administration; every route answers 404 to all but network administrators. */
export function newsletterRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  api.get(
    newsletterPaths.settings,
    { config: member, schema: { response: { 200: newsletterSettings } } },
    async (request) => getNewsletterSettings(ctx, request.viewer),
  );
  api.put(
    newsletterPaths.settings,
    { config: member, schema: { body: updateNewsletterSettingsBody, response: { 200: newsletterSettings } } },
    async (request) =>
      updateNewsletterSettings(
        ctx,
        { viewer: request.viewer, ip: request.ip },
        request.body.newsletter_sending_day,
      ),
  );

  api.get(
    newsletterPaths.template,
    { config: member, schema: { response: { 200: newsletterTemplateResponse } } },
    async (request) => getNewsletterTemplate(ctx, request.viewer),
  );
  api.put(
    newsletterPaths.template,
    {
      config: member,
      schema: { body: updateNewsletterTemplateBody, response: { 200: newsletterTemplateResponse } },
    },
    async (request) =>
      updateNewsletterTemplate(
        ctx,
        { viewer: request.viewer, ip: request.ip },
        request.body.newsletter_unlayer_template,
      ),
  );

  api.get(
    newsletterPaths.upcomingActivities,
    { config: member, schema: { response: { 200: upcomingActivities } } },
    async (request) => getUpcomingActivities(ctx, request.viewer),
  );
  api.post(
    newsletterPaths.updateUpcomingActivities,
    { config: member, schema: { body: updateUpcomingActivitiesBody } },
    async (request, reply) => {
      await updateUpcomingActivities(ctx, { viewer: request.viewer, ip: request.ip }, request.body.order);
      return reply.status(204).send();
    },
  );

  api.get(
    newsletterPaths.issues,
    { config: member, schema: { response: { 200: newsletterIssueList } } },
    async (request) => listIssues(ctx, request.viewer),
  );
  api.post(newsletterPaths.testMail, { config: member }, async (request, reply) => {
    await sendTestNewsletter(ctx, request.viewer);
    return reply.status(204).send();
  });
}
