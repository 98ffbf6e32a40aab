import type { App, Card, Item } from '../../../contract/apps.js';
import { appPropertySetName } from '../../../contract/apps.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { cardParts } from './derive.js';
import type { LoadedApp } from './load.js';
import { canCreateItems, itemCan } from './policy.js';
import type { appItems } from './tables.js';

export type ItemRow = typeof appItems.$inferSelect;
type Person = { id: string; name: string } | null;

/** The browser's path of an app and of an item. */
export const appPath = (slug: string) => `/apps/${slug}`;
export const itemPath = (slug: string, itemId: string) => `/apps/${slug}/items/${itemId}`;

/** Whether the column property names a selection property of the app's set. */
export function hasWall(loaded: Pick<LoadedApp, 'app' | 'properties'>): boolean {
  const { columnProperty } = loaded.app;
  return loaded.properties.some((p) => p.name === columnProperty && p.type === 'selection');
}

type Named = App['creators'];

/** `audiences` carries the names of the entries (the single app); lists name none. */
export function presentApp(
  loaded: LoadedApp,
  author: Person,
  itemsCount: number,
  audiences?: { creators: Named; editors: Named },
): App {
  const { app, group, admin, keys } = loaded;
  return {
    id: app.id,
    slug: app.slug,
    name: app.name,
    description: app.description,
    group: group ? { id: group.group.id, slug: group.group.slug, name: group.group.name } : null,
    property_set_name: appPropertySetName(app.id),
    properties: loaded.properties,
    column_property: app.columnProperty,
    has_wall: hasWall(loaded),
    creators: audiences?.creators ?? app.creators.map((entry) => ({ ...entry, name: '' })),
    editors: audiences?.editors ?? app.editors.map((entry) => ({ ...entry, name: '' })),
    teaser_template: admin ? app.teaserTemplate : '',
    integrations: admin ? app.integrations : [],
    show_in_userbar: app.showInUserbar,
    item_layouts: app.itemLayouts,
    author,
    items_count: itemsCount,
    created_at: app.createdAt.toISOString(),
    url: appPath(app.slug),
    can: { update: admin, destroy: admin, create_item: canCreateItems(app, keys, admin) },
  };
}

export function presentItem(
  viewer: Viewer,
  loaded: LoadedApp,
  row: ItemRow,
  people: ReadonlyMap<string, { id: string; name: string }>,
): Item {
  const { app, keys, admin } = loaded;
  return {
    id: row.id,
    app_id: row.appId,
    name: row.name,
    values: row.values,
    column: row.column,
    author: people.get(row.authorId) ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    archived_by: row.archivedById ? (people.get(row.archivedById) ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    url: itemPath(app.slug, row.id),
    can: itemCan(viewer, app, { authorId: row.authorId, archived: row.archivedAt !== null }, keys, admin),
  };
}

export function presentCard(viewer: Viewer, loaded: LoadedApp, row: ItemRow): Card {
  const { app, keys, admin } = loaded;
  const can = itemCan(
    viewer,
    app,
    { authorId: row.authorId, archived: row.archivedAt !== null },
    keys,
    admin,
  );
  return {
    id: row.id,
    name: row.name,
    url: itemPath(app.slug, row.id),
    column: row.column,
    ...cardParts(loaded.properties, row.values),
    archived_at: row.archivedAt?.toISOString() ?? null,
    can: { update: can.update, move: can.move },
  };
}
