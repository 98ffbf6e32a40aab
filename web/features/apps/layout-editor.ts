import {
  type ItemLayout,
  type ItemLayoutName,
  LAYOUT_COLUMNS,
  type LayoutColumn,
  type LayoutEntry,
  layoutColumns,
} from '../../../contract/item-layouts';

/**
 * The layout editor's state and its changes, pure so they are tested without a browser. A tab keeps
 * a key of its own (names may repeat or be empty while typed); every property sits in one column at
 * most, the rest wait in the palette.
 */
export type EditorTab = {
  key: string;
  name: string;
  layout: ItemLayoutName;
  columns: Record<LayoutColumn, LayoutEntry[]>;
};
export type EditorLayout = { type: ItemLayout['type']; tabs: EditorTab[] };

let keys = 0;
const nextKey = () => `tab-${++keys}`;
const emptyColumns = (): Record<LayoutColumn, LayoutEntry[]> => ({ a: [], b: [], c: [], d: [] });

/** The stored layout as editor state; names no longer in the set are dropped. */
export function editorLayout(stored: ItemLayout, known: ReadonlySet<string>): EditorLayout {
  return {
    type: stored.type,
    tabs: stored.tabs.map((tab) => {
      const columns = emptyColumns();
      for (const column of LAYOUT_COLUMNS)
        columns[column] = (tab.columns[column] ?? []).filter((entry) => known.has(entry.name));
      return { key: nextKey(), name: tab.name, layout: tab.layout, columns };
    }),
  };
}

/** What the server stores: only the columns the tab's layout has. */
export function storedLayout(layout: EditorLayout): ItemLayout {
  return {
    type: layout.type,
    tabs:
      layout.type === 'custom'
        ? layout.tabs.map((tab) => ({
            name: tab.name.trim(),
            layout: tab.layout,
            columns: Object.fromEntries(
              layoutColumns(tab.layout).map((column) => [column, tab.columns[column]]),
            ),
          }))
        : [],
  };
}

const withoutEntry = (tab: EditorTab, name: string): EditorTab => ({
  ...tab,
  columns: Object.fromEntries(
    LAYOUT_COLUMNS.map((column) => [column, tab.columns[column].filter((entry) => entry.name !== name)]),
  ) as EditorTab['columns'],
});

const findEntry = (layout: EditorLayout, name: string): LayoutEntry | undefined =>
  layout.tabs
    .flatMap((tab) => LAYOUT_COLUMNS.flatMap((column) => tab.columns[column]))
    .find((entry) => entry.name === name);

/** Puts a property at the end of a tab's column (from the palette or from another place). */
export function placeEntry(layout: EditorLayout, name: string, tabKey: string, column: LayoutColumn) {
  const entry = findEntry(layout, name) ?? { name, show_label: true };
  return {
    ...layout,
    tabs: layout.tabs.map((tab) => {
      const cleared = withoutEntry(tab, name);
      if (tab.key !== tabKey || !layoutColumns(tab.layout).includes(column)) return cleared;
      return { ...cleared, columns: { ...cleared.columns, [column]: [...cleared.columns[column], entry] } };
    }),
  };
}

/** Back to the palette. */
export const unplaceEntry = (layout: EditorLayout, name: string): EditorLayout => ({
  ...layout,
  tabs: layout.tabs.map((tab) => withoutEntry(tab, name)),
});

/** One step up (−1) or down (+1) within its column. */
export function moveEntry(layout: EditorLayout, name: string, delta: -1 | 1): EditorLayout {
  return {
    ...layout,
    tabs: layout.tabs.map((tab) => {
      const columns = { ...tab.columns };
      for (const column of LAYOUT_COLUMNS) {
        const list = [...columns[column]];
        const from = list.findIndex((entry) => entry.name === name);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= list.length) continue;
        const [moved] = list.splice(from, 1);
        if (moved) list.splice(to, 0, moved);
        columns[column] = list;
      }
      return { ...tab, columns };
    }),
  };
}

export const setShowLabel = (layout: EditorLayout, name: string, showLabel: boolean): EditorLayout => ({
  ...layout,
  tabs: layout.tabs.map((tab) => ({
    ...tab,
    columns: Object.fromEntries(
      LAYOUT_COLUMNS.map((column) => [
        column,
        tab.columns[column].map((entry) =>
          entry.name === name ? { ...entry, show_label: showLabel } : entry,
        ),
      ]),
    ) as EditorTab['columns'],
  })),
});

/** A new tab in the one-column layout; the first one starts with every property in column a. */
export function addTab(layout: EditorLayout, name: string, properties: readonly string[] = []) {
  const columns = emptyColumns();
  if (layout.tabs.length === 0) columns.a = properties.map((entry) => ({ name: entry, show_label: true }));
  const tab: EditorTab = { key: nextKey(), name, layout: 'a', columns };
  return { layout: { ...layout, tabs: [...layout.tabs, tab] }, key: tab.key };
}

/** Part 3 section 5: a tab can be removed only while more than one exists; its properties go back. */
export const removeTab = (layout: EditorLayout, key: string): EditorLayout =>
  layout.tabs.length > 1 ? { ...layout, tabs: layout.tabs.filter((tab) => tab.key !== key) } : layout;

export const renameTab = (layout: EditorLayout, key: string, name: string): EditorLayout => ({
  ...layout,
  tabs: layout.tabs.map((tab) => (tab.key === key ? { ...tab, name } : tab)),
});

/** A new layout keeps every property: those in columns it lacks join its last column. */
export function setTabLayout(layout: EditorLayout, key: string, next: ItemLayoutName): EditorLayout {
  const kept = layoutColumns(next);
  const last = kept[kept.length - 1] ?? 'a';
  return {
    ...layout,
    tabs: layout.tabs.map((tab) => {
      if (tab.key !== key) return tab;
      const columns = emptyColumns();
      for (const column of LAYOUT_COLUMNS) {
        const target = kept.includes(column) ? column : last;
        columns[target] = [...columns[target], ...tab.columns[column]];
      }
      return { ...tab, layout: next, columns };
    }),
  };
}

/** Properties not placed in any tab, in the set's order. */
export function unplaced(layout: EditorLayout, properties: readonly string[]): string[] {
  const placed = new Set(
    layout.tabs.flatMap((tab) => LAYOUT_COLUMNS.flatMap((column) => tab.columns[column].map((e) => e.name))),
  );
  return properties.filter((name) => !placed.has(name));
}

/** Drop target ids: a tab's column, or the palette. */
export const PALETTE = 'palette';
export const columnTarget = (tabKey: string, column: LayoutColumn) => `${tabKey}|${column}`;
export function parseColumnTarget(id: string): { tabKey: string; column: LayoutColumn } | null {
  const [tabKey, column] = id.split('|');
  if (!tabKey || !LAYOUT_COLUMNS.includes(column as LayoutColumn)) return null;
  return { tabKey, column: column as LayoutColumn };
}
