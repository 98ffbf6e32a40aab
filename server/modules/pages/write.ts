import { and, asc, eq } from 'drizzle-orm';
import type { CreatePageBody, MovePageBody, Page, UpdatePageBody } from '../../../contract/pages.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { activityPublisher, indexLater } from '../../platform/modules/extensions.js';
import { attachmentIdsOf, attachUploads, destroyFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { preparePageContent } from './content.js';
import { canArrangePages, canWritePages, groupPageKeys, networkPageKeys } from './policy.js';
import { PAGE_SUBJECT, pageUrl, presentPage } from './present.js';
import { type LoadedScope, loadReadablePage, loadScope, type PageRow } from './scope.js';
import { pages, pageVersions } from './tables.js';
import { checkParent, chooseSlug, isSlugCollision, nextPosition, placeAmongSiblings } from './tree.js';
import { pageWidgetTypes } from './widgets.js';

/** The search module's name for pages (part 1 section 3). */
export const PAGE_SEARCH_MODULE = 'pages';

/** A save based on a version that is no longer current: nothing was written; here is what is. */
export type Saved = { page: Page } | { conflict: Page };

/** Runs a page write, turning a slug two writers took at once into the same 422 as a taken one. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isSlugCollision(error)) throw unprocessable({ slug: ['pages.errors.slug_taken'] });
    throw error;
  }
}

/**
 * Publishes the uploads the content shows or links to as the page's attachments. Files the page
 * already owns stay; anything else must be the writer's own fresh upload (422 on `content`), so a
 * page never shows another member's file to readers who could not open it.
 */
async function attachContentFiles(tx: Tx, viewer: Viewer, pageId: string, fileIds: string[]) {
  if (fileIds.length === 0) return;
  const owned = new Set(await attachmentIdsOf(tx, { type: PAGE_SUBJECT, id: pageId }));
  const fresh = fileIds.filter((id) => !owned.has(id));
  await attachUploads(tx, viewer, { type: PAGE_SUBJECT, id: pageId }, fresh, 'content');
}

function requireWrite(viewer: Viewer, scope: LoadedScope) {
  if (!canWritePages(viewer, scope.policy)) throw forbidden('You may not edit pages here.');
}

function requireArrange(viewer: Viewer, scope: LoadedScope) {
  if (!canArrangePages(viewer, scope.policy)) throw forbidden('You may not move or delete pages here.');
}

/** The stream activity of a new page, readable by exactly the page's readers. */
async function announce(ctx: AppContext, tx: Tx, viewer: Viewer, page: PageRow, scope: LoadedScope) {
  const publisher = activityPublisher(ctx);
  if (!publisher) return false;
  await publisher.publish(tx, {
    actorId: viewer.id,
    stream: scope.group ? { groupId: scope.group.id } : { slug: 'all' },
    object: { type: 'page', id: page.id, name: page.title, url: pageUrl(page, scope) },
    visibility: scope.group ? groupPageKeys(scope.group) : networkPageKeys(page),
  });
  return true;
}

/** POST /api/v1/pages: the page, its first version, its images and its activity in one transaction. */
export async function createPage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  body: CreatePageBody,
): Promise<Page> {
  const scope = await loadScope(ctx.db, viewer, body.group?.trim() || null);
  requireWrite(viewer, scope);
  const content = preparePageContent(body.content, pageWidgetTypes(ctx, scope.group?.id ?? null));
  const title = body.title.trim();
  const { page, announced } = await writing(() =>
    ctx.db.transaction(async (tx) => {
      const parentId = body.parent_id ?? null;
      await checkParent(tx, scope, parentId, null);
      const id = newId();
      const [page] = await tx
        .insert(pages)
        .values({
          id,
          groupId: scope.group?.id ?? null,
          parentId,
          position: await nextPosition(tx, scope, parentId),
          slug: await chooseSlug(tx, scope, body.slug || undefined, title, null),
          title,
          content: content.html,
          plain: content.plain,
          version: 1,
          showInUserbar: scope.kind === 'network' && body.show_in_userbar === true,
          public: scope.kind === 'network' && body.public === true,
          authorId: viewer.id,
          updatedById: viewer.id,
        })
        .returning();
      if (!page) throw new Error('pages: insert returned no row');
      await tx.insert(pageVersions).values({
        pageId: id,
        number: 1,
        title,
        content: content.html,
        plain: content.plain,
        authorId: viewer.id,
      });
      await attachContentFiles(tx, viewer, id, content.fileIds);
      await indexLater(ctx, tx, PAGE_SEARCH_MODULE, [id]);
      return { page, announced: await announce(ctx, tx, viewer, page, scope) };
    }),
  );
  if (announced) await activityPublisher(ctx)?.published();
  return presentPage(ctx.db, network, viewer, page, scope);
}

type NewState = {
  title: string;
  slug?: string;
  content: string;
  parentId: string | null;
  showInUserbar: boolean;
  public: boolean;
  restoredFrom: number | null;
};

/**
 * Writes a new version of a locked page, unless the editor started from an older one: then nothing
 * is written and the current page is answered as the conflict.
 */
async function saveVersion(
  ctx: AppContext,
  tx: Tx,
  viewer: Viewer,
  loaded: { page: PageRow; scope: LoadedScope },
  baseVersion: number,
  next: NewState,
): Promise<{ row: PageRow; stale: boolean }> {
  const { page, scope } = loaded;
  requireWrite(viewer, scope);
  if (page.version !== baseVersion) return { row: page, stale: true };
  const moved = next.parentId !== page.parentId;
  if (moved) {
    requireArrange(viewer, scope);
    await checkParent(tx, scope, next.parentId, page.id);
  }
  const content = preparePageContent(next.content, pageWidgetTypes(ctx, scope.group?.id ?? null));
  const slug =
    next.slug === undefined || next.slug === page.slug
      ? page.slug
      : await chooseSlug(tx, scope, next.slug, next.title, page.id);
  const version = page.version + 1;
  const [row] = await tx
    .update(pages)
    .set({
      title: next.title,
      slug,
      content: content.html,
      plain: content.plain,
      version,
      parentId: next.parentId,
      ...(moved ? { position: await nextPosition(tx, scope, next.parentId) } : {}),
      showInUserbar: scope.kind === 'network' && next.showInUserbar,
      public: scope.kind === 'network' && next.public,
      updatedById: viewer.id,
    })
    .where(eq(pages.id, page.id))
    .returning();
  if (!row) throw notFound('page');
  await tx.insert(pageVersions).values({
    pageId: page.id,
    number: version,
    title: next.title,
    content: content.html,
    plain: content.plain,
    authorId: viewer.id,
    restoredFrom: next.restoredFrom,
  });
  await attachContentFiles(tx, viewer, page.id, content.fileIds);
  await indexLater(ctx, tx, PAGE_SEARCH_MODULE, [page.id]);
  return { row, stale: false };
}

async function answer(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  result: { row: PageRow; stale: boolean; scope: LoadedScope },
): Promise<Saved> {
  const page = await presentPage(ctx.db, network, viewer, result.row, result.scope);
  return result.stale ? { conflict: page } : { page };
}

/** PUT /api/v1/pages/{id}: a new version, or the conflict when `base_version` is not the current one. */
export async function updatePage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  body: UpdatePageBody,
): Promise<Saved> {
  const result = await writing(() =>
    ctx.db.transaction(async (tx) => {
      const loaded = await loadReadablePage(tx, viewer, id, { lock: true });
      const saved = await saveVersion(ctx, tx, viewer, loaded, body.base_version, {
        title: body.title.trim(),
        slug: body.slug.trim(),
        content: body.content,
        parentId: body.parent_id,
        showInUserbar: body.show_in_userbar,
        public: body.public,
        restoredFrom: null,
      });
      return { ...saved, scope: loaded.scope };
    }),
  );
  return answer(ctx, network, viewer, result);
}

/** POST /api/v1/pages/{id}/versions/{number}/restore: the old title and content as a new version. */
export async function restoreVersion(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  number: number,
  baseVersion: number,
): Promise<Saved> {
  const result = await writing(() =>
    ctx.db.transaction(async (tx) => {
      const loaded = await loadReadablePage(tx, viewer, id, { lock: true });
      const [old] = await tx
        .select()
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, id), eq(pageVersions.number, number)))
        .limit(1);
      if (!old) throw notFound('version');
      const { page } = loaded;
      const saved = await saveVersion(ctx, tx, viewer, loaded, baseVersion, {
        title: old.title,
        content: old.content,
        parentId: page.parentId,
        showInUserbar: page.showInUserbar,
        public: page.public,
        restoredFrom: old.number,
      });
      return { ...saved, scope: loaded.scope };
    }),
  );
  return answer(ctx, network, viewer, result);
}

/** PUT /api/v1/pages/{id}/position: another parent or place among the siblings; no new version. */
export async function movePage(
  ctx: AppContext,
  network: NetworkRecord,
  viewer: Viewer,
  id: string,
  body: MovePageBody,
): Promise<Page> {
  const { row, scope } = await ctx.db.transaction(async (tx) => {
    const { page, scope } = await loadReadablePage(tx, viewer, id, { lock: true });
    requireArrange(viewer, scope);
    await checkParent(tx, scope, body.parent_id, page.id);
    await placeAmongSiblings(tx, scope, page, body.parent_id, body.position);
    const [row] = await tx.select().from(pages).where(eq(pages.id, id));
    if (!row) throw notFound('page');
    return { row, scope };
  });
  return presentPage(ctx.db, network, viewer, row, scope);
}

/**
 * DELETE /api/v1/pages/{id}: the page and its versions go; its children move up to its parent, after
 * the parent's other children, so no branch is lost. Its files are removed after the commit.
 */
export async function destroyPage(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  const fileIds = await ctx.db.transaction(async (tx) => {
    const { page, scope } = await loadReadablePage(tx, viewer, id, { lock: true });
    requireArrange(viewer, scope);
    const children = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.parentId, page.id))
      .orderBy(asc(pages.position))
      .for('update');
    let position = await nextPosition(tx, scope, page.parentId);
    for (const child of children) {
      await tx.update(pages).set({ parentId: page.parentId, position }).where(eq(pages.id, child.id));
      position++;
    }
    const files = await attachmentIdsOf(tx, { type: PAGE_SUBJECT, id: page.id });
    await tx.delete(pages).where(eq(pages.id, page.id));
    await indexLater(ctx, tx, PAGE_SEARCH_MODULE, [page.id]);
    return files;
  });
  await destroyFiles(ctx, fileIds);
}

/** Pages the demo seed and the factories write: the first version with them, no activity. */
export async function insertPageWithVersion(
  tx: Tx,
  values: {
    id?: string;
    groupId: string | null;
    parentId: string | null;
    position: number;
    slug: string;
    title: string;
    content: string;
    authorId: string;
    showInUserbar?: boolean;
    public?: boolean;
  },
): Promise<PageRow> {
  const content = preparePageContent(values.content);
  const id = values.id ?? newId();
  const [row] = await tx
    .insert(pages)
    .values({
      ...values,
      id,
      content: content.html,
      plain: content.plain,
      version: 1,
      updatedById: values.authorId,
      showInUserbar: values.showInUserbar ?? false,
      public: values.public ?? false,
    })
    .returning();
  if (!row) throw new Error('pages: insert returned no row');
  await tx.insert(pageVersions).values({
    pageId: id,
    number: 1,
    title: values.title,
    content: content.html,
    plain: content.plain,
    authorId: values.authorId,
  });
  return row;
}
