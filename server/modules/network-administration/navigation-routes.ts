import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appNavigationBody, appNavigationResponse } from '../../../contract/app-navigation.js';
import {
  navigationBody,
  navigationOptionsResponse,
  navigationResponse,
} from '../../../contract/navigation.js';
import type { AppContext } from '../../platform/context.js';
import { getAppNavigation, saveAppNavigation } from './app-navigation.js';
import { getNavigation, navigationOptions, saveNavigation } from './navigation.js';

const groupParams = z.object({ group: z.string().max(200) });

/**
 * The navigation editor under both `{admin}` prefixes (/administration and
 * /groups/{slug}/administration) and the app navigation (part 3 section 7). Declared for members: the
 * services answer 404 to everyone but the scope's administrators.
 */
export function navigationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  for (const [prefix, scopeOf] of [
    ['/administration', () => ({ group: null })],
    ['/groups/:group/administration', (params: unknown) => ({ group: groupParams.parse(params).group })],
  ] as const) {
    // The network's routes have no path parameters; Fastify warns about a schema entry set to nothing.
    const params = prefix === '/administration' ? {} : { params: groupParams };
    api.get(
      `${prefix}/navigation.json`,
      { config, schema: { ...params, response: { 200: navigationResponse } } },
      async (request) => getNavigation(ctx, request.viewer, scopeOf(request.params)),
    );
    for (const kind of ['pages', 'apps'] as const) {
      api.get(
        `${prefix}/${kind}.json`,
        { config, schema: { ...params, response: { 200: navigationOptionsResponse } } },
        async (request) => ({
          entries: await navigationOptions(ctx, request.viewer, scopeOf(request.params), kind),
        }),
      );
    }
    api.put(
      `${prefix}/navigation`,
      { config, schema: { ...params, body: navigationBody, response: { 200: navigationResponse } } },
      async (request) =>
        saveNavigation(
          ctx,
          { viewer: request.viewer, ip: request.ip },
          scopeOf(request.params),
          request.body.navigation_items,
        ),
    );
  }

  api.get(
    '/administration/app_navigation.json',
    { config, schema: { response: { 200: appNavigationResponse } } },
    async (request) => getAppNavigation(ctx, request.viewer),
  );
  api.put(
    '/administration/app_navigation',
    { config, schema: { body: appNavigationBody, response: { 200: appNavigationResponse } } },
    async (request) => saveAppNavigation(ctx, { viewer: request.viewer, ip: request.ip }, request.body.items),
  );
}
