import type { Viewer } from '../../platform/identity/viewer.js';
import type { crawls } from './tables.js';

/**
 * A crawl is read only by the member who created it: its URL comes from what that member is writing
 * (a chat message, perhaps a private one), which nobody else may learn by guessing or passing on an
 * id. Reusing a cached result gives the next member a crawl row of their own (service.ts).
 */
export function canReadCrawl(viewer: Viewer, crawl: Pick<typeof crawls.$inferSelect, 'requestedById'>) {
  return crawl.requestedById === viewer.id;
}
