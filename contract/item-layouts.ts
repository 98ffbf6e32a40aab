import { z } from 'zod';

/**
 * Item layouts of an app (part 3 sections 3.8 and 5): how an item's properties are arranged on its
 * page (`show`) and in its form (`edit`). `auto` lists every property in the set's order; `custom`
 * arranges them in tabs, each tab in one of the layouts below whose letters are its columns (a `-`
 * starts a new row: `a-bc` is a full-width column a over the columns b and c side by side);
 * `inherit` (the form only) takes the page's layout, so an administrator arranges both at once.
 */
export const ITEM_LAYOUTS = ['a', 'ab', 'abc', 'a-bc', 'a-bc-d', 'ab-c'] as const;
export type ItemLayoutName = (typeof ITEM_LAYOUTS)[number];
export const LAYOUT_COLUMNS = ['a', 'b', 'c', 'd'] as const;
export type LayoutColumn = (typeof LAYOUT_COLUMNS)[number];
export const ITEM_LAYOUT_TYPES = ['auto', 'inherit', 'custom'] as const;
export const ITEM_LAYOUT_VIEWS = ['show', 'edit'] as const;
export type ItemLayoutView = (typeof ITEM_LAYOUT_VIEWS)[number];

export const LAYOUT_TABS_MAX = 20;
export const LAYOUT_TAB_NAME_MAX = 100;
/** Entries in one column: a property appears once per layout, and sets hold at most a few hundred. */
export const LAYOUT_COLUMN_ENTRIES_MAX = 300;

/** The rows of a layout, each a list of its columns (`a-bc` → [[a], [b, c]]). */
export const layoutRows = (layout: ItemLayoutName): LayoutColumn[][] =>
  layout.split('-').map((row) => row.split('') as LayoutColumn[]);

/** The columns a layout has (`a-bc` → a, b, c). */
export const layoutColumns = (layout: ItemLayoutName): LayoutColumn[] => layoutRows(layout).flat();

export const layoutEntry = z.object({
  /** A property's name in the app's set. */
  name: z.string().max(64),
  show_label: z.boolean().default(true),
});
export type LayoutEntry = z.infer<typeof layoutEntry>;

const column = z.array(layoutEntry).max(LAYOUT_COLUMN_ENTRIES_MAX);

export const layoutTab = z.object({
  name: z.string().max(LAYOUT_TAB_NAME_MAX),
  layout: z.enum(ITEM_LAYOUTS),
  /** Only the layout's columns may hold entries (else 422 at the column's path). */
  columns: z.object({ a: column, b: column, c: column, d: column }).partial(),
});
export type LayoutTab = z.infer<typeof layoutTab>;

export const itemLayout = z.object({
  type: z.enum(ITEM_LAYOUT_TYPES),
  tabs: z.array(layoutTab).max(LAYOUT_TABS_MAX).default([]),
});
export type ItemLayout = z.infer<typeof itemLayout>;

export const itemLayouts = z.object({ show: itemLayout, edit: itemLayout });
export type ItemLayouts = z.infer<typeof itemLayouts>;

export const AUTO_LAYOUTS: ItemLayouts = {
  show: { type: 'auto', tabs: [] },
  edit: { type: 'auto', tabs: [] },
};

/** The layout a view uses: the form's `inherit` is the page's layout; the page's is never `inherit`. */
export function resolvedLayout(layouts: ItemLayouts, view: ItemLayoutView): ItemLayout {
  const layout = layouts[view];
  if (layout.type !== 'inherit') return layout;
  return view === 'edit' && layouts.show.type !== 'inherit' ? layouts.show : AUTO_LAYOUTS.show;
}

export const LAYOUT_ERRORS = {
  inheritShow: 'errors.apps.layout.inherit_show',
  noTabs: 'errors.apps.layout.no_tabs',
  tabNameEmpty: 'errors.apps.layout.tab_name_empty',
  columnNotInLayout: 'errors.apps.layout.column_not_in_layout',
  unknownProperty: 'errors.apps.layout.unknown_property',
  duplicateProperty: 'errors.apps.layout.duplicate_property',
} as const;

/**
 * The rules of a layout against the app's property names, as field errors under `path`
 * (`item_layouts.show`): the form runs them before saving and the server again on save.
 */
export function layoutProblems(
  layout: ItemLayout,
  view: ItemLayoutView,
  propertyNames: ReadonlySet<string>,
  path: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (at: string, key: string) => {
    errors[at] = [...(errors[at] ?? []), key];
  };
  if (layout.type === 'inherit' && view === 'show') add(`${path}.type`, LAYOUT_ERRORS.inheritShow);
  if (layout.type !== 'custom') return errors;
  if (layout.tabs.length === 0) add(`${path}.tabs`, LAYOUT_ERRORS.noTabs);
  const placed = new Set<string>();
  layout.tabs.forEach((tab, index) => {
    const at = `${path}.tabs.${index}`;
    if (tab.name.trim() === '') add(`${at}.name`, LAYOUT_ERRORS.tabNameEmpty);
    const allowed = new Set<string>(layoutColumns(tab.layout));
    for (const letter of LAYOUT_COLUMNS) {
      const entries = tab.columns[letter] ?? [];
      if (entries.length > 0 && !allowed.has(letter))
        add(`${at}.columns.${letter}`, LAYOUT_ERRORS.columnNotInLayout);
      entries.forEach((entry, position) => {
        const entryAt = `${at}.columns.${letter}.${position}.name`;
        if (!propertyNames.has(entry.name)) add(entryAt, LAYOUT_ERRORS.unknownProperty);
        else if (placed.has(entry.name)) add(entryAt, LAYOUT_ERRORS.duplicateProperty);
        placed.add(entry.name);
      });
    }
  });
  return errors;
}
