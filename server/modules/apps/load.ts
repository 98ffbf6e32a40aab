import { arrayOverlaps, eq, or } from 'drizzle-orm';
import { appPropertySetName } from '../../../contract/apps.js';
import type { PropertyDefinition } from '../../../contract/property-sets.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { viewerKeys } from '../../platform/visibility/keys.js';
import { type GroupContext, visibleGroup } from '../groups/service.js';
import { effectiveProperties } from '../property-sets/service.js';
import { canAdministrateApps, canSeeApp } from './policy.js';
import { apps } from './tables.js';

export type AppRow = typeof apps.$inferSelect;

/** An app as the viewer sees it, with what its rights and forms depend on. */
export type LoadedApp = {
  app: AppRow;
  keys: ReadonlySet<string>;
  group: GroupContext | null;
  admin: boolean;
  properties: PropertyDefinition[];
};

/** SQL condition: apps the viewer holds a key of. */
export const appsVisibleTo = (keys: ReadonlySet<string>) => arrayOverlaps(apps.visibility, [...keys]);

/** The app's properties: its property set, empty until the administrator saved one. */
export async function appProperties(db: Db | Tx, app: Pick<AppRow, 'id' | 'groupId'>) {
  return (await effectiveProperties(db, app.groupId, appPropertySetName(app.id), false)) ?? [];
}

/** The facts of one app the viewer sees (a group app's group comes with it). */
export async function appFacts(
  db: Db | Tx,
  viewer: Viewer,
  app: AppRow,
  keys: ReadonlySet<string>,
): Promise<LoadedApp | null> {
  if (!canSeeApp(app, keys)) return null;
  const group = app.groupId ? await visibleGroup(db, viewer, app.groupId) : null;
  if (app.groupId && !group) return null;
  const admin = canAdministrateApps(viewer, group?.state ?? null);
  return { app, keys, group, admin, properties: await appProperties(db, app) };
}

/**
 * The app named by id or slug that the viewer sees, or 404 exactly like one that does not exist.
 * `lock` takes the row for update (card moves serialise on it).
 */
export async function loadApp(
  ctx: Pick<AppContext, 'db' | 'extensions'>,
  db: Db | Tx,
  viewer: Viewer,
  ref: string,
  options: { lock?: boolean; keys?: ReadonlySet<string> } = {},
): Promise<LoadedApp> {
  if (ref.length > 100 || ref.includes('\0')) throw notFound('app');
  const where = isId(ref) ? or(eq(apps.id, ref), eq(apps.slug, ref)) : eq(apps.slug, ref);
  const query = db.select().from(apps).where(where).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('app');
  const keys = options.keys ?? new Set(await viewerKeys(ctx, viewer));
  const loaded = await appFacts(db, viewer, row, keys);
  if (!loaded) throw notFound('app');
  return loaded;
}
