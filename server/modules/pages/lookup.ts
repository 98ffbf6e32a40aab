import { and, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pages } from './tables.js';

/**
 * The slugs among `slugs` that name a network page (group_id null). Every internal member reads every
 * network page (policy.ts, canReadNetworkPage), so such a page is one a link for all members may name.
 */
export async function existingNetworkPageSlugs(db: Db | Tx, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(isNull(pages.groupId), inArray(pages.slug, [...slugs])));
  return new Set(rows.map((row) => row.slug));
}
