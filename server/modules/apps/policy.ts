import type { AudienceEntry } from '../../../contract/channels.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { visibleTo } from '../../platform/visibility/keys.js';
import { entryKeys } from '../channels/policy.js';
import { canAdministrateGroup, type GroupState, groupContentKeys } from '../groups/policy.js';
import { canAdministrateNetwork } from '../network/policy.js';

/**
 * Who may do what with apps and items (part 1 section 6, part 3 section 6). The same functions guard
 * the service and produce the `can` flags.
 *
 * - An app is seen by whoever holds one of its `visibility` keys: a group app by whoever sees the
 *   group's content, a network app by internal members and network administrators.
 * - It is administered (edited, its properties and integrations, deleted) by network administrators,
 *   and a group app by the group's administrators while the group is not archived.
 * - Items are created by the app's `creators` audience (everyone who sees the app when empty) and
 *   updated (edited, archived) by their author, the `editors` audience (everyone who sees the app when
 *   empty) and the administrators.
 * - The column property (the wall's stage) is a field only editors and administrators change: an
 *   author who is not an editor edits the item's content but does not move it through the stages.
 *   A card move needs that field, so it needs `can.update` on the card and on the column field.
 */

export type AppFacts = {
  groupId: string | null;
  visibility: readonly string[];
  createKeys: readonly string[];
  updateKeys: readonly string[];
  columnProperty: string | null;
};

const overlaps = (a: readonly string[], keys: ReadonlySet<string>) => a.some((key) => keys.has(key));

export const canSeeApp = (app: Pick<AppFacts, 'visibility'>, keys: ReadonlySet<string>) =>
  overlaps(app.visibility, keys);

/** `group` is the viewer's state in the app's group (null for network apps). */
export function canAdministrateApps(viewer: Viewer, group: GroupState | null): boolean {
  if (group === null) return canAdministrateNetwork(viewer);
  return !group.group.archived && canAdministrateGroup(viewer, group);
}

export function canCreateItems(app: AppFacts, keys: ReadonlySet<string>, admin: boolean): boolean {
  if (admin) return true;
  if (!canSeeApp(app, keys)) return false;
  return app.createKeys.length === 0 || overlaps(app.createKeys, keys);
}

/** Editors change every item and its stage. */
export function isEditor(app: AppFacts, keys: ReadonlySet<string>, admin: boolean): boolean {
  if (admin) return true;
  if (!canSeeApp(app, keys)) return false;
  return app.updateKeys.length === 0 || overlaps(app.updateKeys, keys);
}

export function canUpdateItem(
  viewer: Viewer,
  app: AppFacts,
  item: { authorId: string },
  keys: ReadonlySet<string>,
  admin: boolean,
): boolean {
  return isEditor(app, keys, admin) || (canSeeApp(app, keys) && item.authorId === viewer.id);
}

/** The item's `can` (part 1 section 6): per field, the column property only for editors. */
export function itemCan(
  viewer: Viewer,
  app: AppFacts,
  item: { authorId: string; archived: boolean },
  keys: ReadonlySet<string>,
  admin: boolean,
) {
  const update = canUpdateItem(viewer, app, item, keys, admin);
  const editor = isEditor(app, keys, admin);
  const fields: Record<string, boolean> = {};
  if (app.columnProperty) fields[app.columnProperty] = update && editor;
  return {
    update: update && !item.archived,
    fields: item.archived ? Object.fromEntries(Object.keys(fields).map((name) => [name, false])) : fields,
    archive: update,
    move: update && editor && !item.archived,
  };
}

/** The keys of an audience; empty when the audience is empty (everyone who sees the app). */
export function audienceKeys(entries: readonly AudienceEntry[]): string[] {
  if (entries.length === 0) return [];
  return [...new Set([visibleTo.networkAdmins, ...entries.flatMap(entryKeys)])];
}

/** Who sees an app: canSeeApp as keys. */
export function appVisibility(group: Parameters<typeof groupContentKeys>[0] | null): string[] {
  if (group) return groupContentKeys(group);
  return [visibleTo.networkAdmins, visibleTo.internalMembers];
}
