import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { scopeOfPage } from './scope.js';
import { pages } from './tables.js';

/**
 * Images and files shown on pages: whoever may read the page may read them. One statement for the
 * pages; the scope of each group is asked once (a page view shows files of one page).
 */
export async function readablePageFiles(
  db: Db | Tx,
  viewer: Viewer,
  files: readonly { id: string; ownerId: string }[],
): Promise<Set<string>> {
  const ownerIds = [...new Set(files.map((file) => file.ownerId))];
  if (ownerIds.length === 0) return new Set();
  const rows = await db.select().from(pages).where(inArray(pages.id, ownerIds));
  const readable = new Set<string>();
  const byGroup = new Map<string | null, boolean>();
  for (const page of rows) {
    // Network pages differ by their public flag; group pages by their group only.
    const cacheKey = page.groupId;
    let allowed = cacheKey === null ? undefined : byGroup.get(cacheKey);
    if (allowed === undefined) {
      allowed = (await scopeOfPage(db, viewer, page)) !== null;
      if (cacheKey !== null) byGroup.set(cacheKey, allowed);
    }
    if (allowed) readable.add(page.id);
  }
  return new Set(files.filter((file) => readable.has(file.ownerId)).map((file) => file.id));
}
