import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statisticsQuery, statisticsReport } from '../../../contract/statistics.js';
import type { AppContext } from '../../platform/context.js';
import { statisticsCsv } from './export.js';
import { statisticsReport as readReport } from './service.js';

const groupParams = z.object({ group: z.string().max(200) });

/**
 * Statistics of the network (/administration/statistics) and of a group
 * (/groups/{slug}/administration/statistics): the report and its CSV. Declared for members: the
 * service answers 404 to whoever may not read them.
 */
export function statisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  for (const prefix of ['/administration', '/groups/:group/administration'] as const) {
    const network = prefix === '/administration';
    const groupOf = (params: unknown) => (network ? null : groupParams.parse(params).group);
    const params = network ? {} : { params: groupParams };
    api.get(
      `${prefix}/statistics.json`,
      { config, schema: { ...params, querystring: statisticsQuery, response: { 200: statisticsReport } } },
      async (request) => readReport(ctx, request.viewer, groupOf(request.params), request.query),
    );
    api.get(
      `${prefix}/statistics.csv`,
      { config: { ...config, rate: 'export' }, schema: { ...params, querystring: statisticsQuery } },
      async (request, reply) => {
        const file = await statisticsCsv(ctx, request.viewer, groupOf(request.params), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  }
}
