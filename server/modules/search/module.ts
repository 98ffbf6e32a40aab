import { defineModule } from '../../platform/modules/module.js';
import { visibilityHolders } from '../../platform/visibility/keys.js';
import { rebuildWhenEmpty, updateDocumentVisibility } from './indexing.js';
import { defineSearchJobs } from './jobs.js';
import { searchRoutes } from './routes.js';

/** Search: the index's jobs, its copy of visibility keys, and `/search.json`. */
export const searchModule = defineModule({
  name: 'search',
  async setup(ctx) {
    defineSearchJobs(ctx);
    ctx.extensions.add(visibilityHolders, 'search', updateDocumentVisibility);
    // Listed last in modules/index.ts, so every module's indexer is registered by now.
    await rebuildWhenEmpty(ctx);
  },
  routes: searchRoutes,
});
