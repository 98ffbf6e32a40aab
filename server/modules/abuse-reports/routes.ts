import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abuseReportList,
  createAbuseReportBody,
  abuseReportPaths as paths,
} from '../../../contract/abuse-reports.js';
import type { AppContext } from '../../platform/context.js';
import { createAbuseReport, decideAbuseReport, listAbuseReports } from './service.js';

const idParams = z.object({ id: z.string().max(100) });

/** Abuse reports (contract/abuse-reports.ts); declared for members, the service answers 404 as it must. */
export function abuseReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.post(
    paths.create,
    { config, schema: { body: createAbuseReportBody, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAbuseReport(ctx, await ctx.network.get(), request.viewer, request.body)),
  );

  api.get(paths.list, { config, schema: { response: { 200: abuseReportList } } }, async (request) =>
    listAbuseReports(ctx, await ctx.network.get(), request.viewer),
  );

  for (const decision of ['resolve', 'hide'] as const) {
    api.post(
      `${paths.list}/:id/${decision}`,
      { config, schema: { params: idParams } },
      async (request, reply) => {
        const who = { viewer: request.viewer, ip: request.ip };
        await decideAbuseReport(ctx, await ctx.network.get(), who, request.params.id, decision);
        return reply.status(204).send();
      },
    );
  }
}
