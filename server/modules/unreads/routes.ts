import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unreadActivities, unreadFeatures, unreadFolders, unreads } from '../../../contract/unreads.js';
import type { AppContext } from '../../platform/context.js';
import { createUnreadCache } from './cache.js';
import * as service from './service.js';

export async function unreadRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const cache = createUnreadCache();
  const unsubscribe = await ctx.bus.subscribe(service.UNREADS_CHANNEL, (event) => {
    const { memberIds } = event.payload;
    cache.evict(memberIds === 'all' ? 'all' : Array.isArray(memberIds) ? memberIds.map(String) : []);
  });
  // Change events may have been lost while the bus was away.
  const stopResume = ctx.bus.onResume(() => cache.evict('all'));
  app.addHook('onClose', async () => {
    stopResume();
    await unsubscribe();
  });
  const countsOf = (memberId: string) => cache.get(memberId, () => service.countUnreads(ctx, memberId));

  api.get('/unreads/features', { config, schema: { response: { 200: unreadFeatures } } }, async (request) =>
    service.presentFeatures(await countsOf(request.viewer.id)),
  );

  api.get(
    '/unreads/activities',
    { config, schema: { response: { 200: unreadActivities } } },
    async (request) => service.unreadActivities(ctx, request.viewer.id),
  );

  // Unread files per folder arrive with the files module; until then nothing is unread.
  api.get('/unreads/folders', { config, schema: { response: { 200: unreadFolders } } }, async () => ({}));

  api.get('/api/v1/unreads', { config, schema: { response: { 200: unreads } } }, async (request) =>
    service.presentTotals(await countsOf(request.viewer.id)),
  );
}
