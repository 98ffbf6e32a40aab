import type { SearchQuery, SearchResponse } from '../../../contract/search.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { loadVisibleGroup } from '../groups/service.js';
import { runSearch } from './search.js';

/**
 * Search: one index of every module's things (tables.ts). Modules register an indexer
 * (`searchIndexers`, platform/modules/extensions.ts) in their module.ts and call its `indexLater` in the
 * transaction that writes a thing; jobs keep the index (indexing.ts) and extract file text.
 */
export { rebuildLater } from './indexing.js';

export async function search(ctx: AppContext, viewer: Viewer, query: SearchQuery): Promise<SearchResponse> {
  const keys = await viewerKeys(ctx, viewer);
  return runSearch(ctx, keys, { q: query.q, page: query.page, sortBy: query.sort_by, module: query.module });
}

/** Search inside one group; a group the viewer may not see answers 404. */
export async function searchGroup(
  ctx: AppContext,
  viewer: Viewer,
  slug: string,
  query: SearchQuery,
): Promise<SearchResponse> {
  const { group } = await loadVisibleGroup(ctx.db, viewer, slug);
  const keys = await viewerKeys(ctx, viewer);
  return runSearch(ctx, keys, {
    q: query.q,
    page: query.page,
    sortBy: query.sort_by,
    module: query.module,
    groupId: group.id,
  });
}
