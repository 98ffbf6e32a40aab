import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unreadActivities, unreadFeatures, unreadFolders, unreads } from '../../../contract/unreads.js';
import type { AppContext } from '../../platform/context.js';
import { requireViewer } from '../network/policy.js';
import * as service from './service.js';

export function unreadRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;

  api.get('/unreads/features', { config, schema: { response: { 200: unreadFeatures } } }, async (request) =>
    service.unreadFeatures(ctx.db, requireViewer(request.member).id),
  );

  api.get(
    '/unreads/activities',
    { config, schema: { response: { 200: unreadActivities } } },
    async (request) => service.unreadActivities(ctx.db, requireViewer(request.member).id),
  );

  // Unread files per folder arrive with the files module; until then nothing is unread.
  api.get('/unreads/folders', { config, schema: { response: { 200: unreadFolders } } }, async () => ({}));

  api.get('/api/v1/unreads', { config, schema: { response: { 200: unreads } } }, async (request) =>
    service.unreadTotals(ctx.db, requireViewer(request.member).id),
  );
}
