import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogPage,
  auditLogQuery,
  auditLogSettings,
  auditLogSettingsBody,
} from '../../../contract/audit-log.js';
import type { AppContext } from '../../platform/context.js';
import { listAuditLog } from './audit-log.js';
import { auditLogCsv } from './audit-log-export.js';
import { updateAuditRetention } from './audit-retention.js';

/**
 * The audit log viewer (part 3 section 2.1): its page of events, the CSV export and the retention.
 * Declared for members: everyone but network administrators gets 404.
 */
export function auditLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get(
    '/administration/audit_log.json',
    { config, schema: { querystring: auditLogQuery, response: { 200: auditLogPage } } },
    async (request) => listAuditLog(ctx, request.viewer, request.query),
  );

  api.get(
    '/administration/audit_log.csv',
    { config: { ...config, rate: 'export' }, schema: { querystring: auditLogQuery } },
    async (request, reply) => {
      const file = await auditLogCsv(ctx, request.viewer, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  api.put(
    '/administration/audit_log/settings',
    { config, schema: { body: auditLogSettingsBody, response: { 200: auditLogSettings } } },
    async (request) =>
      updateAuditRetention(ctx, { viewer: request.viewer, ip: request.ip }, request.body.retention_days),
  );
}
