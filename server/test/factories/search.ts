import { rebuildLater } from '../../modules/search/service.js';
import type { AppContext } from '../../platform/context.js';

/**
 * Brings the search index up to date with what factories wrote directly into the tables: queues a
 * rebuild (of one module, or of all) as the product does for an empty index and runs the jobs.
 */
export async function indexForSearch(ctx: AppContext, module?: string): Promise<void> {
  await ctx.db.transaction((tx) => rebuildLater(ctx, tx, module));
  await ctx.jobs.drain();
}
