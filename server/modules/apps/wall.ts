import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  type Card,
  type MoveCardBody,
  moveCardBody,
  WALL_COLUMN_MAX,
  type Wall,
} from '../../../contract/apps.js';
import type { PropertyOf } from '../../../contract/property-sets.js';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, unprocessable } from '../../platform/errors.js';
import type { CurrentMember, Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { LIVE_CHANNEL } from '../../platform/modules/extensions.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { loadItem } from './items.js';
import { appFacts, type LoadedApp, loadApp } from './load.js';
import { itemCan } from './policy.js';
import { hasWall, type ItemRow, presentCard } from './present.js';
import { appItems, apps } from './tables.js';

/** The realtime socket's topic of an app's wall (platform LIVE_CHANNEL, joined by its viewers). */
export const WALL_TOPIC_KIND = 'app-wall';
export const wallTopic = (appId: string) => `${WALL_TOPIC_KIND}:${appId}`;
/** Whether the member sees the app (and so its wall's moves); false for unknown or hidden apps. */
export async function mayHearWall(ctx: AppContext, member: Viewer, appId: string): Promise<boolean> {
  if (!isId(appId)) return false;
  const [row] = await ctx.db.select().from(apps).where(eq(apps.id, appId)).limit(1);
  if (!row) return false;
  return (await appFacts(ctx.db, member, row, new Set(await viewerKeys(ctx, member)))) !== null;
}

/** Below this gap between two neighbours the column is numbered afresh (doubles run out of halves). */
const MIN_GAP = 1e-6;

const NO_WALL = 'errors.apps.no_wall';
const UNKNOWN_COLUMN = 'errors.apps.unknown_column';
const UNKNOWN_CARD = 'errors.apps.unknown_card';

function columnPropertyOf(loaded: LoadedApp): PropertyOf<'selection'> | null {
  const property = loaded.properties.find((p) => p.name === loaded.app.columnProperty);
  return property?.type === 'selection' ? property : null;
}

/**
 * GET /api/v1/apps/{app}/wall: a column per option of the column property, in the options' order,
 * and the unassigned box for items without a (known) value; cards in their order. An app without a
 * column property answers no columns (the page shows the danger hint, part 3 section 5).
 */
export async function getWall(ctx: AppContext, viewer: Viewer, ref: string): Promise<Wall> {
  const loaded = await loadApp(ctx, ctx.db, viewer, ref);
  const property = columnPropertyOf(loaded);
  const rows = await ctx.db
    .select()
    .from(appItems)
    .where(and(eq(appItems.appId, loaded.app.id), isNull(appItems.archivedAt)))
    .orderBy(asc(appItems.position), asc(appItems.createdAt));
  const options = property?.options ?? [];
  const known = new Set(options.map((option) => option.value));
  const byColumn = new Map<string | null, ItemRow[]>();
  for (const row of rows) {
    const column = row.column !== null && known.has(row.column) ? row.column : null;
    const list = byColumn.get(column) ?? [];
    list.push(row);
    byColumn.set(column, list);
  }
  const cardsOf = (list: ItemRow[] = []): Card[] =>
    list.slice(0, WALL_COLUMN_MAX).map((row) => presentCard(viewer, loaded, row));
  return {
    columns: options.map((option) => ({
      value: option.value,
      label: option.label,
      cards: cardsOf(byColumn.get(option.value)),
      total: byColumn.get(option.value)?.length ?? 0,
    })),
    unassigned: { cards: cardsOf(byColumn.get(null)), total: byColumn.get(null)?.length ?? 0 },
    revision: loaded.app.wallRevision,
  };
}

/** The place after `after` (or first) in a column, numbering the column afresh when no gap is left. */
async function placeIn(
  tx: Tx,
  appId: string,
  column: string | null,
  movingId: string,
  after: ItemRow | null,
): Promise<number> {
  const inColumn = and(
    eq(appItems.appId, appId),
    column === null ? isNull(appItems.column) : eq(appItems.column, column),
    isNull(appItems.archivedAt),
    ne(appItems.id, movingId),
  );
  const [next] = await tx
    .select({ position: appItems.position })
    .from(appItems)
    .where(after ? and(inColumn, gt(appItems.position, after.position)) : inColumn)
    .orderBy(asc(appItems.position))
    .limit(1);
  if (!after) return next ? next.position - 1 : 0;
  if (!next) return after.position + 1;
  if (next.position - after.position > MIN_GAP) return (after.position + next.position) / 2;
  // Numbered afresh in their order (ties by creation), leaving a whole step after every card.
  await tx.execute(sql`
    update ${appItems} set position = ranked.n * 2 from (
      select id, row_number() over (order by position, created_at) as n from ${appItems}
      where ${inColumn}
    ) ranked where ${appItems.id} = ranked.id`);
  const [renumbered] = await tx
    .select({ position: appItems.position })
    .from(appItems)
    .where(eq(appItems.id, after.id));
  return (renumbered?.position ?? 0) + 1;
}

/**
 * POST /api/v1/items/{id}/move (part 3 section 4): sets the card's column value and its place after
 * `insert_after` (null: first). Needs `can.update` on the card and on the column field. Moves of one
 * app run one after another on the app's locked row, so two writers never give two cards the same
 * place or lose a move; every move raises the wall's revision and is announced on the bus.
 */
export async function moveCard(
  ctx: AppContext,
  actor: { viewer: CurrentMember },
  id: string,
  body: MoveCardBody,
): Promise<Card> {
  const input = moveCardBody.parse(body);
  const { viewer } = actor;
  const { loaded, row } = await loadItem(ctx, ctx.db, viewer, id);
  const can = itemCan(
    viewer,
    loaded.app,
    { authorId: row.authorId, archived: row.archivedAt !== null },
    loaded.keys,
    loaded.admin,
  );
  if (!can.move) throw forbidden();
  const property = columnPropertyOf(loaded);
  if (!property || !hasWall(loaded)) throw unprocessable({ column: [NO_WALL] });
  if (input.column !== null && !property.options.some((option) => option.value === input.column))
    throw unprocessable({ column: [UNKNOWN_COLUMN] });

  const result = await ctx.db.transaction(async (tx) => {
    const [app] = await tx.select().from(apps).where(eq(apps.id, loaded.app.id)).for('update');
    const [current] = await tx.select().from(appItems).where(eq(appItems.id, row.id)).for('update');
    if (!app || !current || current.archivedAt) throw unprocessable({ insert_after: [UNKNOWN_CARD] });
    let after: ItemRow | null = null;
    if (input.insert_after !== null) {
      const [found] = await tx
        .select()
        .from(appItems)
        .where(
          and(eq(appItems.id, input.insert_after), eq(appItems.appId, app.id), isNull(appItems.archivedAt)),
        );
      const sameColumn = found && (found.column ?? null) === input.column;
      if (!found || !sameColumn || found.id === current.id)
        throw unprocessable({ insert_after: [UNKNOWN_CARD] });
      after = found;
    }
    const position = await placeIn(tx, app.id, input.column, current.id, after);
    const old = current.values[property.name];
    const value = property.multiple
      ? [
          ...(input.column === null ? [] : [input.column]),
          ...(Array.isArray(old) ? old : []).filter((v) => v !== current.column && v !== input.column),
        ]
      : input.column;
    const [moved] = await tx
      .update(appItems)
      .set({ column: input.column, position, values: { ...current.values, [property.name]: value } })
      .where(eq(appItems.id, current.id))
      .returning();
    const revision = app.wallRevision + 1;
    await tx.update(apps).set({ wallRevision: revision }).where(eq(apps.id, app.id));
    return { moved, revision };
  });
  // After the commit, to the sockets of the wall's viewers (each asked again whether they see the app).
  await ctx.bus.publish(LIVE_CHANNEL, {
    type: 'push',
    payload: {
      topic: wallTopic(loaded.app.id),
      event: 'wall_changed',
      payload: { app_id: loaded.app.id, revision: result.revision },
    },
  });
  if (!result.moved) throw forbidden();
  return presentCard(viewer, loaded, result.moved);
}
