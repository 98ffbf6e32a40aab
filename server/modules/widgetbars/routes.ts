import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  widgetbarAdmin,
  widgetbarBody,
  widgetbarCalendars,
  widgetbarIndex,
  widgetbarView,
} from '../../../contract/widgetbars.js';
import type { AppContext } from '../../platform/context.js';
import {
  getWidgetbarAdmin,
  getWidgetbarIndex,
  parseWidgetbarRef,
  saveWidgetbar,
  viewWidgetbar,
  widgetbarCalendarChoices,
} from './service.js';

const groupParams = z.object({ group: z.string().max(200) });
const slugParam = z.string().max(100);

/**
 * Widget bars (part 3 section 7): the bars as pages draw them, and their administration under both
 * `{admin}` prefixes. Declared for members: the service answers 404 to whoever may not see or
 * administer the bar.
 */
export function widgetbarRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    '/widgetbars/:ref',
    { config, schema: { params: z.object({ ref: z.string().max(400) }), response: { 200: widgetbarView } } },
    async (request) => {
      const { groupRef, slug } = parseWidgetbarRef(request.params.ref);
      return viewWidgetbar(ctx, request.viewer, groupRef, slug);
    },
  );

  for (const prefix of ['/administration', '/groups/:group/administration'] as const) {
    const network = prefix === '/administration';
    const groupOf = (params: unknown) => (network ? null : groupParams.parse(params).group);
    const params = network ? z.object({}) : groupParams;
    api.get(
      `${prefix}/widgetbars.json`,
      { config, schema: { ...(network ? {} : { params }), response: { 200: widgetbarIndex } } },
      async (request) => getWidgetbarIndex(ctx, request.viewer, groupOf(request.params)),
    );
    api.get(
      `${prefix}/widgetbars/calendars.json`,
      { config, schema: { ...(network ? {} : { params }), response: { 200: widgetbarCalendars } } },
      async (request) => widgetbarCalendarChoices(ctx, request.viewer, groupOf(request.params)),
    );
    const slugParams = params.extend({ slug: slugParam });
    api.get(
      `${prefix}/widgetbars/:slug.json`,
      { config, schema: { params: slugParams, response: { 200: widgetbarAdmin } } },
      async (request) => getWidgetbarAdmin(ctx, request.viewer, groupOf(request.params), request.params.slug),
    );
    api.put(
      `${prefix}/widgetbars/:slug.json`,
      { config, schema: { params: slugParams, body: widgetbarBody, response: { 200: widgetbarAdmin } } },
      async (request) =>
        saveWidgetbar(
          ctx,
          { viewer: request.viewer, ip: request.ip },
          groupOf(request.params),
          request.params.slug,
          request.body,
        ),
    );
  }
}
