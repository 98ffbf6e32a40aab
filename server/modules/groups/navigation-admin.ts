import { eq } from 'drizzle-orm';
import type { NavigationEntry, NavigationOption } from '../../../contract/navigation.js';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { DEFAULT_TABS } from './navigation.js';
import { canAdministrateGroup } from './policy.js';
import { type GroupNavigationItem, groups } from './tables.js';
import { loadVisibleGroup } from './visible.js';

/** A group whose tabs the viewer edits: its administrators (and network administrators) only. */
export type NavigationGroup = { id: string; slug: string; name: string };

/** The group for the navigation editor, or 404 for everyone who does not administrate it. */
export async function groupForNavigationEditor(db: Db, viewer: Viewer, ref: string) {
  const context = await loadVisibleGroup(db, viewer, ref);
  if (!canAdministrateGroup(viewer, context.state)) throw notFound('group');
  const { id, slug, name, navigation } = context.group;
  return { group: { id, slug, name } satisfies NavigationGroup, stored: navigation };
}

/** The standard tabs an editor can pick (part 1 section 2.6); their text is the web app's label. */
export const standardGroupTabs = (slug: string): NavigationOption[] =>
  DEFAULT_TABS.map(({ key, path }) => ({ key, text: '', link: `/groups/${slug}/${path}` }));

const toEntry = (item: GroupNavigationItem): NavigationEntry => ({
  type: item.type ?? (DEFAULT_TABS.some((tab) => tab.key === item.key) ? 'standard' : 'link'),
  key: item.type === 'link' ? null : item.key,
  text: item.label ?? '',
  link: item.url,
  public: item.public ?? true,
  new_window: item.new_window ?? false,
  navigation_items: (item.children ?? []).map((child) => ({ ...toEntry(child), navigation_items: [] })),
});

/** The editor's items: the stored tabs, or the standard tabs while nothing was saved. */
export function groupNavigationEntries(
  slug: string,
  stored: GroupNavigationItem[] | null,
): NavigationEntry[] {
  if (stored && stored.length > 0) return stored.map(toEntry);
  return standardGroupTabs(slug).map((tab) => ({
    type: 'standard',
    key: tab.key,
    text: '',
    link: tab.link,
    public: true,
    new_window: false,
    navigation_items: [],
  }));
}

const toStored = (entry: NavigationEntry, index: number): GroupNavigationItem => ({
  key: entry.key ?? `link-${index + 1}`,
  type: entry.type,
  label: entry.text.trim(),
  url: entry.link.trim(),
  new_window: entry.new_window,
  public: entry.public,
  children: entry.navigation_items.map((child, childIndex) =>
    toStored({ ...child, navigation_items: [] }, index * 100 + childIndex),
  ),
});

/**
 * Writes the group's tabs inside the caller's transaction (which records the audit entry), after
 * locking the row: two editors saving at once apply one after the other. Answers the stored tabs
 * before the change.
 */
export async function writeGroupNavigation(tx: Tx, groupId: string, entries: NavigationEntry[]) {
  const [row] = await tx
    .select({ navigation: groups.navigation })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  if (!row) throw notFound('group');
  await tx
    .update(groups)
    .set({ navigation: entries.map(toStored), updatedAt: new Date() })
    .where(eq(groups.id, groupId));
  return row.navigation;
}
