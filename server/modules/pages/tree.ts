import { and, asc, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { unprocessable } from '../../platform/errors.js';
import { isReservedSlug, slugFromTitle } from './content.js';
import { ancestorIds, type LoadedScope, type PageRow } from './scope.js';
import { pages } from './tables.js';

/**
 * The page tree of a scope: parents, positions and slugs. Every function runs inside the writer's
 * transaction, after the page was locked, so two writers never interleave their checks and writes.
 */

const inScope = (scope: LoadedScope) =>
  scope.kind === 'group' ? eq(pages.groupId, scope.group.id) : isNull(pages.groupId);

/**
 * Checks the parent a page is to have: a page of the same scope, and not the page itself nor one of
 * its descendants (a cycle would cut the branch off the tree). 422 on `parent_id` otherwise.
 */
export async function checkParent(
  tx: Tx,
  scope: LoadedScope,
  parentId: string | null,
  pageId: string | null,
) {
  if (parentId === null) return;
  const [parent] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.id, parentId), inScope(scope)))
    .limit(1);
  if (!parent) throw unprocessable({ parent_id: ['pages.errors.parent_invalid'] });
  if (pageId === null) return;
  if (parentId === pageId || (await ancestorIds(tx, parentId)).includes(pageId)) {
    throw unprocessable({ parent_id: ['pages.errors.cycle'] });
  }
}

/** The position after the last child of the parent. */
export async function nextPosition(tx: Tx, scope: LoadedScope, parentId: string | null): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${pages.position})` })
    .from(pages)
    .where(and(inScope(scope), parentId ? eq(pages.parentId, parentId) : isNull(pages.parentId)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Puts the page at `position` among the parent's other children and numbers them all again. */
export async function placeAmongSiblings(
  tx: Tx,
  scope: LoadedScope,
  page: Pick<PageRow, 'id'>,
  parentId: string | null,
  position: number,
) {
  const siblings = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        inScope(scope),
        parentId ? eq(pages.parentId, parentId) : isNull(pages.parentId),
        ne(pages.id, page.id),
      ),
    )
    .orderBy(asc(pages.position), asc(pages.title))
    .for('update');
  const order = siblings.map((row) => row.id);
  order.splice(Math.min(position, order.length), 0, page.id);
  for (const [index, id] of order.entries()) {
    await tx
      .update(pages)
      .set({ position: index, ...(id === page.id ? { parentId } : {}) })
      .where(eq(pages.id, id));
  }
}

/**
 * The slug a page gets: the one asked for (422 `slug_taken` or `slug_reserved` when it cannot be
 * had), or one made from the title that no page of the scope has yet (`-2`, `-3`, ... appended).
 */
export async function chooseSlug(
  tx: Tx,
  scope: LoadedScope,
  wanted: string | undefined,
  title: string,
  pageId: string | null,
): Promise<string> {
  const others = pageId ? ne(pages.id, pageId) : undefined;
  if (wanted) {
    if (isReservedSlug(wanted)) throw unprocessable({ slug: ['pages.errors.slug_reserved'] });
    const [taken] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(inScope(scope), eq(pages.slug, wanted), others))
      .limit(1);
    if (taken) throw unprocessable({ slug: ['pages.errors.slug_taken'] });
    return wanted;
  }
  const base = slugFromTitle(title);
  const rows = await tx
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(inScope(scope), or(eq(pages.slug, base), like(pages.slug, `${base}-%`)), others));
  const taken = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A unique index refused the row: two writers took the same slug at once. */
export function isSlugCollision(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505' && (!constraint || constraint.startsWith('pages_'))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
