import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/from-driver.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { canSeeContent } from '../groups/policy.js';
import { type GroupContext, visibleGroup } from '../groups/service.js';
import { canReadPage, type PageScope, readableNetworkPages } from './policy.js';
import { pages } from './tables.js';

export type PageRow = typeof pages.$inferSelect;

/** Where pages live: the network, or a group the viewer sees the content of. */
export type LoadedScope =
  | { kind: 'network'; group: null; policy: PageScope }
  | { kind: 'group'; group: GroupContext['group']; policy: PageScope };

const NETWORK: LoadedScope = { kind: 'network', group: null, policy: { kind: 'network' } };

/**
 * The scope named by a group reference (slug or id), or the network without one. A group whose
 * content the viewer may not see answers 404, exactly like one that does not exist.
 */
export async function loadScope(db: Db | Tx, viewer: Viewer, groupRef: string | null): Promise<LoadedScope> {
  if (groupRef === null) return NETWORK;
  const context = await visibleGroup(db, viewer, groupRef);
  if (!context || !canSeeContent(viewer, context.state)) throw notFound('group');
  return { kind: 'group', group: context.group, policy: { kind: 'group', state: context.state } };
}

/** The scope of a page, or null when the viewer may not read the page. */
export async function scopeOfPage(db: Db | Tx, viewer: Viewer, page: PageRow): Promise<LoadedScope | null> {
  if (page.groupId === null) return canReadPage(viewer, NETWORK.policy, page) ? NETWORK : null;
  const context = await visibleGroup(db, viewer, page.groupId);
  if (!context || !canSeeContent(viewer, context.state)) return null;
  return { kind: 'group', group: context.group, policy: { kind: 'group', state: context.state } };
}

/** SQL condition: the pages of the scope the viewer may read. */
export function pagesOfScope(viewer: Viewer, scope: LoadedScope): SQL | undefined {
  if (scope.kind === 'group') return eq(pages.groupId, scope.group.id);
  return and(isNull(pages.groupId), readableNetworkPages(viewer));
}

/** The page with its scope; 404 when it does not exist or the viewer may not read it. */
export async function loadReadablePage(
  db: Db | Tx,
  viewer: Viewer,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ page: PageRow; scope: LoadedScope }> {
  const query = db.select().from(pages).where(eq(pages.id, id)).limit(1);
  const [page] = options.lock ? await query.for('update') : await query;
  if (!page) throw notFound('page');
  const scope = await scopeOfPage(db, viewer, page);
  if (!scope) throw notFound('page');
  return { page, scope };
}

/** The page of the scope with this slug; 404 when none or not readable. */
export async function pageIdBySlug(db: Db | Tx, viewer: Viewer, scope: LoadedScope, slug: string) {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(pagesOfScope(viewer, scope), eq(pages.slug, slug)))
    .limit(1);
  if (!row) throw notFound('page');
  return row.id;
}

/** The page's ancestors from the root down (not the page itself); one recursive statement. */
export async function ancestorIds(db: Db | Tx, pageId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from ${pages} where id = ${pageId}
      union all
      select p.id, p.parent_id, up.depth + 1 from ${pages} p join up on p.id = up.parent_id
      where up.depth < 1000
    )
    select id from up where depth > 0 order by depth desc`);
  return rowsOf(result).map((row) => String(row.id));
}

/** Titles and slugs of pages by id, in the order asked, leaving out what the viewer may not read. */
export async function readableLinks(db: Db | Tx, viewer: Viewer, scope: LoadedScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(and(inArray(pages.id, [...ids]), pagesOfScope(viewer, scope)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** The readable children of a page, in their order. */
export function readableChildren(db: Db | Tx, viewer: Viewer, scope: LoadedScope, parentId: string) {
  return db
    .select({ id: pages.id, title: pages.title, slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.parentId, parentId), pagesOfScope(viewer, scope)))
    .orderBy(asc(pages.position), asc(pages.title));
}

/** The path of a page in the browser. */
export function pagePath(slug: string, groupSlug: string | null): string {
  return groupSlug ? `/groups/${groupSlug}/pages/${slug}` : `/pages/${slug}`;
}
