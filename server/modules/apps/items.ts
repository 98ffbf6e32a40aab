import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  type SQL,
} from 'drizzle-orm';
import { type Item, type ItemList, itemBody, itemListQuery } from '../../../contract/apps.js';
import type { RelationValue } from '../../../contract/property-sets.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { CurrentMember, Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { memberSortName } from '../members/service.js';
import { validatePropertyValues } from '../property-sets/service.js';
import { visibleAppsByIds } from './apps.js';
import { derivedColumns } from './derive.js';
import { newItemPublished, publishNewItem } from './integrations/activity.js';
import { queueAssignmentMails } from './integrations/assignment-mail.js';
import { appFacts, type LoadedApp, loadApp } from './load.js';
import { peopleByIds } from './people.js';
import { canCreateItems, itemCan } from './policy.js';
import { type ItemRow, presentItem } from './present.js';
import { APP_SEARCH_MODULE } from './search-index.js';
import { appItems, apps } from './tables.js';

type Actor = { viewer: CurrentMember; ip: string };

/** A word as a LIKE pattern's literal part. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Items of other apps a relation may name, as the viewer sees them (the relation resolver). */
export function relationResolver(ctx: AppContext, viewer: Viewer, keys: ReadonlySet<string>) {
  return async (ids: readonly string[]): Promise<Map<string, RelationValue>> => {
    const wanted = ids.filter(isId);
    if (wanted.length === 0) return new Map();
    const rows = await ctx.db
      .select({ id: appItems.id, appId: appItems.appId, name: appItems.name })
      .from(appItems)
      .where(inArray(appItems.id, wanted));
    const visible = await visibleAppsByIds(
      ctx,
      viewer,
      rows.map((row) => row.appId),
      keys,
    );
    return new Map(
      rows
        .filter((row) => visible.has(row.appId))
        .map((row) => [row.id, { id: row.id, displayValue: row.name, app_id: row.appId }]),
    );
  };
}

async function presentRows(ctx: AppContext, viewer: Viewer, loaded: LoadedApp, rows: ItemRow[]) {
  const people = await peopleByIds(
    ctx,
    rows.flatMap((row) => [row.authorId, row.archivedById]),
  );
  return rows.map((row) => presentItem(viewer, loaded, row, people));
}

/** The item and its app, or 404 when either does not exist or the viewer may not see the app. */
export async function loadItem(
  ctx: AppContext,
  db: Db | Tx,
  viewer: Viewer,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ loaded: LoadedApp; row: ItemRow }> {
  if (!isId(id)) throw notFound('item');
  const query = db.select().from(appItems).where(eq(appItems.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('item');
  const [app] = await db.select().from(apps).where(eq(apps.id, row.appId)).limit(1);
  const loaded = app ? await appFacts(db, viewer, app, new Set(await viewerKeys(ctx, viewer))) : null;
  if (!loaded) throw notFound('item');
  return { loaded, row };
}

/** The next place at the end of a column. */
async function endOf(tx: Tx, appId: string, column: string | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(appItems.position) })
    .from(appItems)
    .where(
      and(eq(appItems.appId, appId), column === null ? isNull(appItems.column) : eq(appItems.column, column)),
    );
  return (row?.last ?? 0) + 1;
}

const SORTS = {
  name: appItems.name,
  created_at: appItems.createdAt,
} as const;

/**
 * GET /api/v1/apps/{app}/items: the app's items (archived ones with `archived=true`) sorted by name,
 * author or creation (1 ascending, −1 descending), filtered by tag or assignee, a page at a time.
 */
export async function listItems(
  ctx: AppContext,
  viewer: Viewer,
  ref: string,
  raw: unknown,
): Promise<ItemList> {
  const query = itemListQuery.parse(raw);
  const loaded = await loadApp(ctx, ctx.db, viewer, ref);
  const where: SQL[] = [
    eq(appItems.appId, loaded.app.id),
    query.archived === 'true' ? isNotNull(appItems.archivedAt) : isNull(appItems.archivedAt),
  ];
  if (query.tag) where.push(arrayContains(appItems.tagIds, [query.tag]));
  if (query.assignee_id) where.push(arrayContains(appItems.memberIds, [query.assignee_id]));
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10))
    where.push(ilike(appItems.name, `%${escapeLike(word)}%`));
  const key = query.sort === 'author' ? memberSortName(appItems.authorId) : SORTS[query.sort];
  const order = query.direction === '1' ? asc(key) : desc(key);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(appItems)
      .where(and(...where))
      .orderBy(order, desc(appItems.id))
      .limit(query.per)
      .offset((query.page - 1) * query.per),
    ctx.db
      .select({ n: count() })
      .from(appItems)
      .where(and(...where)),
  ]);
  return {
    items: await presentRows(ctx, viewer, loaded, rows),
    total: Number(total?.n ?? 0),
    page: query.page,
    per: query.per,
  };
}

export async function getItem(ctx: AppContext, viewer: Viewer, id: string): Promise<Item> {
  const { loaded, row } = await loadItem(ctx, ctx.db, viewer, id);
  const [item] = await presentRows(ctx, viewer, loaded, [row]);
  if (!item) throw notFound('item');
  return item;
}

/** Fields the viewer may not change (part 1 section 6). */
function readOnlyFields(can: { fields: Record<string, boolean> }): Set<string> {
  return new Set(
    Object.entries(can.fields)
      .filter(([, allowed]) => !allowed)
      .map(([name]) => name),
  );
}

/**
 * POST /api/v1/apps/{app}/items: the values checked with the app's properties (422 per field at
 * `values.<name>`, nothing written), then the item with its new tags, the activity, the assignment
 * mails and the search job in one transaction. The item goes to the end of its column.
 */
export async function createItem(ctx: AppContext, actor: Actor, ref: string, body: unknown): Promise<Item> {
  const input = itemBody.parse(body);
  const { viewer } = actor;
  const keys = new Set(await viewerKeys(ctx, viewer));
  const loaded = await loadApp(ctx, ctx.db, viewer, ref, { keys });
  const { app } = loaded;
  if (!canCreateItems(app, keys, loaded.admin)) throw forbidden();
  const can = itemCan(viewer, app, { authorId: viewer.id, archived: false }, keys, loaded.admin);
  const validated = await validatePropertyValues(ctx, viewer, loaded.properties, input.values, {
    relations: relationResolver(ctx, viewer, keys),
    readOnly: readOnlyFields(can),
  });
  const id = await ctx.db.transaction(async (tx) => {
    const values = await validated.write(tx);
    const derived = derivedColumns(loaded.properties, app.columnProperty, values);
    const [row] = await tx
      .insert(appItems)
      .values({
        appId: app.id,
        values,
        ...derived,
        position: await endOf(tx, app.id, derived.column),
        authorId: viewer.id,
      })
      .returning();
    if (!row) throw new Error('the item was not written');
    await publishNewItem(ctx, tx, loaded, row);
    await queueAssignmentMails(ctx, tx, loaded, row, {}, viewer.id);
    await indexLater(ctx, tx, APP_SEARCH_MODULE, [row.id]);
    return row.id;
  });
  await newItemPublished(ctx, loaded);
  return getItem(ctx, viewer, id);
}

/**
 * PUT /api/v1/items/{id}: the author, the editors and the administrators. Fields the viewer may not
 * change keep their stored values whatever was sent.
 */
export async function updateItem(ctx: AppContext, actor: Actor, id: string, body: unknown): Promise<Item> {
  const input = itemBody.parse(body);
  const { viewer } = actor;
  const { loaded, row } = await loadItem(ctx, ctx.db, viewer, id);
  const { app } = loaded;
  const can = itemCan(
    viewer,
    app,
    { authorId: row.authorId, archived: row.archivedAt !== null },
    loaded.keys,
    loaded.admin,
  );
  if (!can.update) throw forbidden();
  const readOnly = readOnlyFields(can);
  const validated = await validatePropertyValues(ctx, viewer, loaded.properties, input.values, {
    relations: relationResolver(ctx, viewer, loaded.keys),
    readOnly,
  });
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(appItems).where(eq(appItems.id, row.id)).for('update');
    if (!current) throw notFound('item');
    const checked = await validated.write(tx);
    const kept = Object.fromEntries([...readOnly].map((name) => [name, current.values[name]]));
    const values = { ...checked, ...kept };
    const derived = derivedColumns(loaded.properties, app.columnProperty, values);
    const moved = derived.column !== current.column;
    await tx
      .update(appItems)
      .set({
        values,
        ...derived,
        ...(moved ? { position: await endOf(tx, app.id, derived.column) } : {}),
      })
      .where(eq(appItems.id, row.id));
    await queueAssignmentMails(ctx, tx, loaded, { ...current, values }, current.values, viewer.id);
    await indexLater(ctx, tx, APP_SEARCH_MODULE, [row.id]);
  });
  return getItem(ctx, viewer, row.id);
}

/** POST / DELETE /api/v1/items/{id}/archive: archived items leave the list and the wall. */
export async function setArchived(
  ctx: AppContext,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<Item> {
  const { viewer } = actor;
  const { loaded, row } = await loadItem(ctx, ctx.db, viewer, id);
  const can = itemCan(
    viewer,
    loaded.app,
    { authorId: row.authorId, archived: false },
    loaded.keys,
    loaded.admin,
  );
  if (!can.archive) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(appItems)
      .set(
        archived
          ? { archivedAt: row.archivedAt ?? new Date(), archivedById: row.archivedById ?? viewer.id }
          : { archivedAt: null, archivedById: null, position: await endOf(tx, row.appId, row.column) },
      )
      .where(eq(appItems.id, row.id));
    await indexLater(ctx, tx, APP_SEARCH_MODULE, [row.id]);
  });
  return getItem(ctx, viewer, row.id);
}
