import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { userbarLinks } from '../../../contract/userbar.js';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NavigationLinkSource } from '../../platform/modules/extensions.js';
import { visibleGroup } from '../groups/service.js';
import { readableNetworkPages } from './policy.js';
import { pagePath } from './scope.js';
import { pages } from './tables.js';

/** The user bar and the navigation editor list at most this many pages. */
const LINKS_MAX = 200;

/**
 * GET /pages (`filter=show_in_userbar`): the network's pages the viewer may read, those marked for
 * the user bar when filtered, in tree order of their parents' positions.
 */
export async function userbarPageLinks(
  db: Db,
  viewer: Viewer,
  onlyUserbar: boolean,
): Promise<z.infer<typeof userbarLinks>> {
  const rows = await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(
      and(
        isNull(pages.groupId),
        readableNetworkPages(viewer),
        onlyUserbar ? eq(pages.showInUserbar, true) : undefined,
      ),
    )
    .orderBy(asc(pages.position), asc(pages.title))
    .limit(LINKS_MAX);
  return {
    entries: rows.map((row) => ({ id: row.id, title: row.title, url: pagePath(row.slug, null), icon: null })),
  };
}

/**
 * `{admin}/pages.json` of the navigation editor: the pages of the scope it edits (the editor's
 * viewer administers it, so every page of it is theirs to link).
 */
export const navigationPages: NavigationLinkSource = async (db, viewer, scope) => {
  let groupSlug: string | null = null;
  if (scope.groupId) {
    const context = await visibleGroup(db as Db | Tx, viewer, scope.groupId);
    if (!context) return [];
    groupSlug = context.group.slug;
  }
  const rows = await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(scope.groupId ? eq(pages.groupId, scope.groupId) : isNull(pages.groupId))
    .orderBy(asc(pages.title))
    .limit(LINKS_MAX);
  return rows.map((row) => ({ key: row.slug, text: row.title, link: pagePath(row.slug, groupSlug) }));
};
