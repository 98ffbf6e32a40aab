import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailBounceList, mailBounceListQuery, mailBouncesPath } from '../../../contract/mail-bounces.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { bouncePage, clearBounce } from '../../platform/mail/bounces.js';
import { membersByEmails } from '../members/service.js';
import { requireNetworkAdmin } from '../network-administration/policy.js';

/**
 * The undeliverable addresses for administrators (part 3 section 8): what the mail server refused, the
 * member holding each address, and "try again" (clears the record). Others get 404.
 */
export function mailBounceRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    mailBouncesPath,
    { config, schema: { querystring: mailBounceListQuery, response: { 200: mailBounceList } } },
    async (request) => {
      requireNetworkAdmin(request.viewer);
      const { page, per } = request.query;
      const { rows, total } = await bouncePage(ctx.db, page, per);
      const holders = await membersByEmails(
        ctx.db,
        rows.map((row) => row.address),
      );
      return {
        entries: rows.map((row) => ({
          address: row.address,
          code: row.code,
          response: row.response,
          count: row.count,
          first_bounced_at: row.firstBouncedAt.toISOString(),
          last_bounced_at: row.lastBouncedAt.toISOString(),
          member: holders.get(row.address) ?? null,
        })),
        total,
        page,
        per,
      };
    },
  );

  api.delete(
    `${mailBouncesPath}/:address`,
    { config, schema: { params: z.object({ address: z.string().max(320) }) } },
    async (request, reply) => {
      requireNetworkAdmin(request.viewer);
      if (!(await clearBounce(ctx.db, request.params.address))) throw notFound('email_bounce');
      return reply.status(204).send();
    },
  );
}
