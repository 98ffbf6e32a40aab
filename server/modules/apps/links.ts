import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { userbarLinks } from '../../../contract/userbar.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import type { NavigationLinkSource } from '../../platform/modules/extensions.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { appsVisibleTo } from './load.js';
import { appPath } from './present.js';
import { apps } from './tables.js';

const LINKS_MAX = 200;

/**
 * GET /apps (`filter=show_in_userbar`): the network's apps the viewer sees, those marked for the
 * user bar when filtered, by name.
 */
export async function userbarAppLinks(
  ctx: AppContext,
  viewer: Viewer,
  onlyUserbar: boolean,
): Promise<z.infer<typeof userbarLinks>> {
  const keys = new Set(await viewerKeys(ctx, viewer));
  const rows = await ctx.db
    .select({ id: apps.id, name: apps.name, slug: apps.slug })
    .from(apps)
    .where(
      and(isNull(apps.groupId), appsVisibleTo(keys), onlyUserbar ? eq(apps.showInUserbar, true) : undefined),
    )
    .orderBy(asc(apps.name))
    .limit(LINKS_MAX);
  return {
    entries: rows.map((row) => ({ id: row.id, title: row.name, url: appPath(row.slug), icon: null })),
  };
}

/** `{admin}/apps.json` of the navigation editor: the apps of the scope it edits. */
export const navigationApps: NavigationLinkSource = async (db, _viewer, scope) => {
  const rows = await db
    .select({ name: apps.name, slug: apps.slug })
    .from(apps)
    .where(scope.groupId ? eq(apps.groupId, scope.groupId) : isNull(apps.groupId))
    .orderBy(asc(apps.name))
    .limit(LINKS_MAX);
  return rows.map((row) => ({ key: row.slug, text: row.name, link: appPath(row.slug) }));
};
