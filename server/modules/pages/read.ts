import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  Page,
  PageDiff,
  PageList,
  PageListQuery,
  PageVersionDetail,
  PageVersionList,
} from '../../../contract/pages.js';
import { PAGE_TREE_MAX, pageListQuery } from '../../../contract/pages.js';
import type { Db } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { memberRowsByIds, memberSortName } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { countView } from '../statistics/service.js';
import { diffParts } from './diff.js';
import { canArrangePages, canWritePages } from './policy.js';
import { pageUrl, presentPage, presentVersions } from './present.js';
import { loadReadablePage, loadScope, pageIdBySlug, pagesOfScope } from './scope.js';
import { pages, pageVersions } from './tables.js';

/** GET /api/v1/pages/{id} */
export async function getPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<Page> {
  const { page, scope } = await loadReadablePage(ctx.db, viewer, id);
  return presentPage(ctx.db, network, viewer, page, scope);
}

/** GET /api/v1/pages/find?slug=&group=: the page of a browser path. */
export async function findPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  groupRef: string | null,
  slug: string,
): Promise<Page> {
  const scope = await loadScope(ctx.db, viewer, groupRef);
  const found = await loadReadablePage(ctx.db, viewer, await pageIdBySlug(ctx.db, viewer, scope, slug));
  // Reading a page by its path is a view (the editor reads it by id): counted, never who viewed.
  await countView(ctx, ctx.db, found.page.groupId);
  return presentPage(ctx.db, network, viewer, found.page, found.scope);
}

const author = (row: { id: string; name: string } | undefined) =>
  row ? { id: row.id, name: row.name } : null;

/**
 * GET /api/v1/pages: the scope's pages as the sortable table (link, name, author, created_at; one
 * page of entries) and as the whole tree the viewer may read.
 */
export async function listPages(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  input: PageListQuery,
): Promise<PageList> {
  const query = pageListQuery.parse(input);
  const scope = await loadScope(ctx.db, viewer, query.group?.trim() || null);
  const where = pagesOfScope(viewer, scope);
  const direction = query.direction === '1' ? asc : desc;
  const sortColumn = {
    link: pages.slug,
    name: sql`lower(${pages.title})`,
    author: memberSortName(pages.authorId),
    created_at: pages.createdAt,
  }[query.sort_by];
  const [entries, [total], tree] = await Promise.all([
    ctx.db
      .select({
        id: pages.id,
        title: pages.title,
        slug: pages.slug,
        authorId: pages.authorId,
        createdAt: pages.createdAt,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(where)
      .orderBy(direction(sortColumn), direction(pages.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    ctx.db.select({ n: count() }).from(pages).where(where),
    ctx.db
      .select({
        id: pages.id,
        parentId: pages.parentId,
        position: pages.position,
        title: pages.title,
        slug: pages.slug,
      })
      .from(pages)
      .where(where)
      .orderBy(asc(pages.position), asc(pages.title))
      .limit(PAGE_TREE_MAX),
  ]);
  const authors = await memberRowsByIds(
    ctx.db,
    network,
    entries.map((row) => row.authorId),
  );
  return {
    group: scope.group ? { id: scope.group.id, slug: scope.group.slug, name: scope.group.name } : null,
    entries: entries.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      url: pageUrl(row, scope),
      author: author(authors.get(row.authorId)),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    per: query.per,
    sort_by: query.sort_by,
    direction: query.direction,
    tree: tree.map((row) => ({
      id: row.id,
      parent_id: row.parentId,
      position: row.position,
      title: row.title,
      url: pageUrl(row, scope),
    })),
    can: { create: canWritePages(viewer, scope.policy), arrange: canArrangePages(viewer, scope.policy) },
  };
}

/** GET /api/v1/pages/{id}/versions: newest first. */
export async function listVersions(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
): Promise<PageVersionList> {
  const { page, scope } = await loadReadablePage(ctx.db, viewer, id);
  const rows = await ctx.db
    .select({
      number: pageVersions.number,
      title: pageVersions.title,
      authorId: pageVersions.authorId,
      restoredFrom: pageVersions.restoredFrom,
      createdAt: pageVersions.createdAt,
    })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, page.id))
    .orderBy(desc(pageVersions.number));
  return {
    page: { id: page.id, title: page.title, url: pageUrl(page, scope) },
    current: page.version,
    versions: await presentVersions(ctx.db, network, rows),
    can: { restore: canWritePages(viewer, scope.policy) },
  };
}

async function versionRow(db: Db, pageId: string, number: number) {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.number, number)))
    .limit(1);
  if (!row) throw notFound('version');
  return row;
}

/** GET /api/v1/pages/{id}/versions/{number} */
export async function getVersion(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  number: number,
): Promise<PageVersionDetail> {
  const { page } = await loadReadablePage(ctx.db, viewer, id);
  const row = await versionRow(ctx.db, page.id, number);
  const [version] = await presentVersions(ctx.db, network, [row]);
  if (!version) throw notFound('version');
  return { ...version, content: row.content };
}

/** GET /api/v1/pages/{id}/diff?from=&to=: what changed from one version to another, by words. */
export async function diffVersions(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  from: number,
  to: number,
): Promise<PageDiff> {
  const { page } = await loadReadablePage(ctx.db, viewer, id);
  const [older, newer] = await Promise.all([
    versionRow(ctx.db, page.id, from),
    versionRow(ctx.db, page.id, to),
  ]);
  const [olderVersion, newerVersion] = await presentVersions(ctx.db, network, [older, newer]);
  if (!olderVersion || !newerVersion) throw notFound('version');
  return {
    from: olderVersion,
    to: newerVersion,
    title: diffParts(older.title, newer.title),
    content: diffParts(older.plain, newer.plain),
  };
}
