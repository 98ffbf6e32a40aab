import type { Page, PageVersion } from '../../../contract/pages.js';
import type { Db, Tx } from '../../db/client.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { memberRowsByIds } from '../members/service.js';
import type { NetworkRecord } from '../network/service.js';
import { tableOfContents } from './content.js';
import { pageCan } from './policy.js';
import {
  ancestorIds,
  type LoadedScope,
  type PageRow,
  pagePath,
  readableChildren,
  readableLinks,
} from './scope.js';
import type { pageVersions } from './tables.js';

/** Files of pages are attachments of this owner type (files module). */
export const PAGE_SUBJECT = 'page';

export const pageUrl = (page: Pick<PageRow, 'slug'>, scope: LoadedScope) =>
  pagePath(page.slug, scope.group?.slug ?? null);

/** The page as the page view and the editor need it: content, tree around it, table of contents. */
export async function presentPage(
  db: Db | Tx,
  network: NetworkRecord,
  viewer: Viewer,
  page: PageRow,
  scope: LoadedScope,
): Promise<Page> {
  const [ancestors, children, people] = await Promise.all([
    ancestorIds(db, page.id).then((ids) => readableLinks(db, viewer, scope, ids)),
    readableChildren(db, viewer, scope, page.id),
    memberRowsByIds(db as Db, network, [page.authorId, page.updatedById]),
  ]);
  const link = (row: { id: string; title: string; slug: string }) => ({
    id: row.id,
    title: row.title,
    url: pageUrl(row, scope),
  });
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    content: page.content,
    group: scope.group ? { id: scope.group.id, slug: scope.group.slug, name: scope.group.name } : null,
    parent_id: page.parentId,
    position: page.position,
    version: page.version,
    show_in_userbar: page.showInUserbar,
    public: page.public,
    author: people.get(page.authorId) ?? null,
    updated_by: people.get(page.updatedById) ?? null,
    created_at: page.createdAt.toISOString(),
    updated_at: page.updatedAt.toISOString(),
    url: pageUrl(page, scope),
    breadcrumbs: ancestors.map(link),
    children: children.map(link),
    toc: tableOfContents(page.content),
    can: pageCan(viewer, scope.policy),
  };
}

type VersionRow = Pick<
  typeof pageVersions.$inferSelect,
  'number' | 'title' | 'authorId' | 'restoredFrom' | 'createdAt'
>;

export async function presentVersions(
  db: Db | Tx,
  network: NetworkRecord,
  rows: readonly VersionRow[],
): Promise<PageVersion[]> {
  const authors = await memberRowsByIds(
    db as Db,
    network,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => ({
    number: row.number,
    title: row.title,
    author: authors.get(row.authorId) ?? null,
    created_at: row.createdAt.toISOString(),
    restored_from: row.restoredFrom,
  }));
}
