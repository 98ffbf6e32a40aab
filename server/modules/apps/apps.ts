import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  APP_SLUG_PATTERN,
  type App,
  type AppList,
  appPropertySetName,
  createAppBody,
  updateAppBody,
} from '../../../contract/apps.js';
import { ITEM_LAYOUT_VIEWS, type ItemLayouts, layoutProblems } from '../../../contract/item-layouts.js';
import type { PropertyDefinition } from '../../../contract/property-sets.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, forbidden, notFound, unprocessable } from '../../platform/errors.js';
import type { CurrentMember, Viewer } from '../../platform/identity/viewer.js';
import { indexLater } from '../../platform/modules/extensions.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { audienceProblems, namedAudience } from '../channels/service.js';
import { canSeeContent } from '../groups/policy.js';
import { slugBase, slugCandidate, visibleGroup, visibleGroupsByRef } from '../groups/service.js';
import { deletePropertySets } from '../property-sets/service.js';
import { appFacts, appProperties, appsVisibleTo, type LoadedApp, loadApp } from './load.js';
import { peopleByIds } from './people.js';
import { appVisibility, audienceKeys, canAdministrateApps } from './policy.js';
import { presentApp } from './present.js';
import { APP_SEARCH_MODULE } from './search-index.js';
import { appItems, apps } from './tables.js';

type Actor = { viewer: CurrentMember; ip: string };

const NAME_EMPTY = 'errors.apps.name_empty';
const SLUG_TAKEN = 'errors.apps.slug_taken';
const SLUG_INVALID = 'errors.apps.slug_invalid';
const COLUMN_NOT_SELECTION = 'errors.apps.column_not_selection';
const ASSIGNEE_NOT_MEMBERSHIP = 'errors.apps.assignee_not_membership';

/** Live items per app, one statement. */
async function itemCounts(db: Db | Tx, appIds: readonly string[]): Promise<Map<string, number>> {
  if (appIds.length === 0) return new Map();
  const rows = await db
    .select({ appId: appItems.appId, n: count() })
    .from(appItems)
    .where(and(inArray(appItems.appId, [...appIds]), isNull(appItems.archivedAt)))
    .groupBy(appItems.appId);
  return new Map(rows.map((row) => [row.appId, Number(row.n)]));
}

async function present(ctx: AppContext, viewer: Viewer, loaded: LoadedApp): Promise<App> {
  const network = await ctx.network.get();
  const [people, counts, creators, editors] = await Promise.all([
    peopleByIds(ctx, [loaded.app.authorId]),
    itemCounts(ctx.db, [loaded.app.id]),
    namedAudience(ctx, network, viewer, loaded.app.creators),
    namedAudience(ctx, network, viewer, loaded.app.editors),
  ]);
  return presentApp(loaded, people.get(loaded.app.authorId) ?? null, counts.get(loaded.app.id) ?? 0, {
    creators,
    editors,
  });
}

/** The scope named by a group reference: 404 when its content is hidden; administrators only create. */
async function scopeFor(db: Db, viewer: Viewer, groupRef: string | null) {
  if (groupRef === null) return { group: null, admin: canAdministrateApps(viewer, null) };
  const group = await visibleGroup(db, viewer, groupRef);
  if (!group || !canSeeContent(viewer, group.state)) throw notFound('group');
  return { group, admin: canAdministrateApps(viewer, group.state) };
}

/** GET /api/v1/apps?group=: the apps of the network or of a group the viewer sees, by name. */
export async function listApps(ctx: AppContext, viewer: Viewer, groupRef: string | null): Promise<AppList> {
  const scope = await scopeFor(ctx.db, viewer, groupRef);
  const keys = new Set(await viewerKeys(ctx, viewer));
  const rows = await ctx.db
    .select()
    .from(apps)
    .where(
      and(appsVisibleTo(keys), scope.group ? eq(apps.groupId, scope.group.group.id) : isNull(apps.groupId)),
    )
    .orderBy(asc(apps.name))
    .limit(500);
  const [people, counts] = await Promise.all([
    peopleByIds(
      ctx,
      rows.map((row) => row.authorId),
    ),
    itemCounts(
      ctx.db,
      rows.map((row) => row.id),
    ),
  ]);
  const list = await Promise.all(
    rows.map(async (row) => {
      const loaded: LoadedApp = {
        app: row,
        keys,
        group: scope.group,
        admin: scope.admin,
        properties: await appProperties(ctx.db, row),
      };
      return presentApp(loaded, people.get(row.authorId) ?? null, counts.get(row.id) ?? 0);
    }),
  );
  return { apps: list, can: { create: scope.admin } };
}

export async function getApp(ctx: AppContext, viewer: Viewer, ref: string): Promise<App> {
  return present(ctx, viewer, await loadApp(ctx, ctx.db, viewer, ref));
}

/**
 * Rules across fields: the name, the column property, the integrations' assignee properties and the
 * item layouts (known properties, each once, only in the columns their tab's layout has).
 */
function fieldProblems(
  fields: {
    name?: string;
    column_property?: string | null;
    integrations?: App['integrations'];
    item_layouts?: ItemLayouts;
  },
  properties: readonly PropertyDefinition[],
): FieldErrors {
  const errors: FieldErrors = {};
  const names = new Set(properties.map((p) => p.name));
  for (const view of ITEM_LAYOUT_VIEWS)
    if (fields.item_layouts)
      Object.assign(errors, layoutProblems(fields.item_layouts[view], view, names, `item_layouts.${view}`));
  if (fields.name !== undefined && fields.name.trim() === '') errors.name = [NAME_EMPTY];
  const column = fields.column_property;
  if (column && !properties.some((p) => p.name === column && p.type === 'selection'))
    errors.column_property = [COLUMN_NOT_SELECTION];
  (fields.integrations ?? []).forEach((integration, index) => {
    const assignee = integration.assignee_property_id;
    if (assignee !== '-1' && !properties.some((p) => p.name === assignee && p.type === 'membership'))
      errors[`integrations.${index}.assignee_property_id`] = [ASSIGNEE_NOT_MEMBERSHIP];
  });
  return errors;
}

async function freeSlug(db: Db | Tx, wanted: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.slug, wanted), exceptId ? ne(apps.id, exceptId) : undefined))
    .limit(1);
  return !row;
}

async function generatedSlug(db: Db | Tx, name: string): Promise<string> {
  const base = slugBase(name) || 'app';
  for (let attempt = 0; ; attempt++) {
    const candidate = slugCandidate(base, attempt);
    if (await freeSlug(db, candidate, null)) return candidate;
  }
}

/** POST /api/v1/apps: administrators of the scope create apps (403 for others, 404 for a hidden group). */
export async function createApp(ctx: AppContext, actor: Actor, body: unknown): Promise<App> {
  const input = createAppBody.parse(body);
  const scope = await scopeFor(ctx.db, actor.viewer, input.group);
  if (!scope.admin) throw forbidden();
  const network = await ctx.network.get();
  const errors = {
    ...fieldProblems(input, []),
    ...renamed(
      await audienceProblems(ctx, network, actor.viewer, {
        creators: input.creators,
        editors: input.editors,
      }),
    ),
  };
  if (input.slug !== undefined && !APP_SLUG_PATTERN.test(input.slug)) errors.slug = [SLUG_INVALID];
  else if (input.slug !== undefined && !(await freeSlug(ctx.db, input.slug, null)))
    errors.slug = [SLUG_TAKEN];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const id = await ctx.db.transaction(async (tx) => {
    // Two creations of one name at once may find the same slug free: the unique index decides, and
    // the loser takes the next candidate (a slug that was asked for is refused instead).
    let row: { id: string } | undefined;
    const base = input.slug ?? (await generatedSlug(tx, input.name));
    for (let attempt = 0; !row; attempt++) {
      const candidate = input.slug ?? slugCandidate(base, attempt);
      [row] = await tx
        .insert(apps)
        .values({
          groupId: scope.group?.group.id ?? null,
          slug: candidate,
          name: input.name.trim(),
          description: input.description.trim(),
          columnProperty: null,
          creators: input.creators,
          editors: input.editors,
          createKeys: audienceKeys(input.creators),
          updateKeys: audienceKeys(input.editors),
          visibility: appVisibility(scope.group?.group ?? null),
          teaserTemplate: input.teaser_template,
          integrations: input.integrations,
          showInUserbar: input.show_in_userbar && scope.group === null,
          itemLayouts: input.item_layouts,
          authorId: actor.viewer.id,
        })
        .onConflictDoNothing({ target: apps.slug })
        .returning({ id: apps.id });
      if (!row && input.slug !== undefined) throw unprocessable({ slug: [SLUG_TAKEN] });
    }
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        ip: actor.ip,
        details: { subject: 'app', action: 'create', id: row?.id, name: input.name.trim() },
      },
      tx,
    );
    return row?.id ?? '';
  });
  return getApp(ctx, actor.viewer, id);
}

/** Audience problems are answered at the app form's paths (`creators`, `editors`). */
function renamed(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, keys]) => [path.replace(/^channel\./, ''), keys]),
  );
}

/** PUT /api/v1/apps/{app}: the app's administrators. */
export async function updateApp(ctx: AppContext, actor: Actor, ref: string, body: unknown): Promise<App> {
  const input = updateAppBody.parse(body);
  const loaded = await loadApp(ctx, ctx.db, actor.viewer, ref);
  if (!loaded.admin) throw forbidden();
  const network = await ctx.network.get();
  const errors = {
    ...fieldProblems(input, loaded.properties),
    ...renamed(
      await audienceProblems(ctx, network, actor.viewer, {
        creators: input.creators,
        editors: input.editors,
      }),
    ),
  };
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const { app } = loaded;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(apps)
      .set({
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.description !== undefined ? { description: input.description.trim() } : {}),
        ...(input.column_property !== undefined ? { columnProperty: input.column_property } : {}),
        ...(input.creators !== undefined
          ? { creators: input.creators, createKeys: audienceKeys(input.creators) }
          : {}),
        ...(input.editors !== undefined
          ? { editors: input.editors, updateKeys: audienceKeys(input.editors) }
          : {}),
        ...(input.teaser_template !== undefined ? { teaserTemplate: input.teaser_template } : {}),
        ...(input.integrations !== undefined ? { integrations: input.integrations } : {}),
        ...(input.show_in_userbar !== undefined
          ? { showInUserbar: input.show_in_userbar && !app.groupId }
          : {}),
        ...(input.item_layouts !== undefined ? { itemLayouts: input.item_layouts } : {}),
      })
      .where(eq(apps.id, app.id));
    if (input.column_property !== undefined && input.column_property !== app.columnProperty)
      await recomputeColumns(tx, app.id, loaded.properties, input.column_property);
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        ip: actor.ip,
        details: { subject: 'app', action: 'update', id: app.id, fields: Object.keys(input) },
      },
      tx,
    );
    const ids = await tx.select({ id: appItems.id }).from(appItems).where(eq(appItems.appId, app.id));
    await indexLater(
      ctx,
      tx,
      APP_SEARCH_MODULE,
      ids.map((row) => row.id),
    );
  });
  return getApp(ctx, actor.viewer, app.id);
}

/** A new column property puts every item in the column of its value (positions kept). */
async function recomputeColumns(
  tx: Tx,
  appId: string,
  properties: readonly PropertyDefinition[],
  columnProperty: string | null,
) {
  const property = properties.find((p) => p.name === columnProperty);
  if (!property) {
    await tx.update(appItems).set({ column: null }).where(eq(appItems.appId, appId));
    return;
  }
  const rows = await tx
    .select({ id: appItems.id, values: appItems.values })
    .from(appItems)
    .where(eq(appItems.appId, appId));
  for (const row of rows) {
    const value = row.values[property.name];
    const first = Array.isArray(value) ? value[0] : value;
    await tx
      .update(appItems)
      .set({ column: typeof first === 'string' ? first : null })
      .where(eq(appItems.id, row.id));
  }
}

/**
 * DELETE /api/v1/apps/{app}: the app, its items (cascade) and its property set go in one transaction
 * with the audit entry, so a failure leaves the app whole.
 */
export async function destroyApp(ctx: AppContext, actor: Actor, ref: string): Promise<void> {
  const loaded = await loadApp(ctx, ctx.db, actor.viewer, ref);
  if (!loaded.admin) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const ids = await tx.select({ id: appItems.id }).from(appItems).where(eq(appItems.appId, loaded.app.id));
    await tx.delete(apps).where(eq(apps.id, loaded.app.id));
    await deletePropertySets(tx, appPropertySetName(loaded.app.id));
    await ctx.audit.record(
      {
        type: 'PolicySettingUpdate',
        actorId: actor.viewer.id,
        ip: actor.ip,
        details: { subject: 'app', action: 'destroy', id: loaded.app.id, name: loaded.app.name },
      },
      tx,
    );
    await indexLater(
      ctx,
      tx,
      APP_SEARCH_MODULE,
      ids.map((row) => row.id),
    );
  });
}

/** Apps by id as the viewer sees them (relations name items of other apps). */
export async function visibleAppsByIds(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
  keys: ReadonlySet<string>,
): Promise<Map<string, LoadedApp>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(apps)
    .where(and(inArray(apps.id, [...new Set(ids)]), appsVisibleTo(keys)));
  const groups = await visibleGroupsByRef(
    ctx.db,
    viewer,
    rows.flatMap((row) => (row.groupId ? [row.groupId] : [])),
  );
  const result = new Map<string, LoadedApp>();
  for (const row of rows) {
    const group = row.groupId ? (groups.get(row.groupId) ?? null) : null;
    if (row.groupId && !group) continue;
    const loaded = await appFacts(ctx.db, viewer, row, keys);
    if (loaded) result.set(row.id, loaded);
  }
  return result;
}
