import { LAYOUT_ROW_COLUMNS, type LayoutRow, type LayoutRowType } from '../../../contract/channel-widgets';

/**
 * The layout editor's rules as pure functions: rows of a kind have a fixed number of places
 * (contract LAYOUT_ROW_COLUMNS); a widget sits in one place at most. Places are addressed
 * `row:place` so that dnd-kit can name them as drop targets.
 */

export type EditorRow = { key: string; type: LayoutRowType; places: (string | null)[] };

let sequence = 0;
const rowKey = () => {
  sequence += 1;
  return `row-${sequence}`;
};

export const placeCount = (type: LayoutRowType) => LAYOUT_ROW_COLUMNS[type].length;

/** Stored rows to editor rows: each place filled or empty; ids no longer known are dropped. */
export function editorRows(rows: LayoutRow[], known: ReadonlySet<string>): EditorRow[] {
  return rows.map((row) => {
    const places: (string | null)[] = Array.from({ length: placeCount(row.type) }, () => null);
    row.widgets
      .filter((id) => known.has(id))
      .slice(0, places.length)
      .forEach((id, index) => {
        places[index] = id;
      });
    return { key: rowKey(), type: row.type, places };
  });
}

/** Editor rows to what the server stores: the filled places, in order. */
export const storedRows = (rows: EditorRow[]): LayoutRow[] =>
  rows.map((row) => ({ type: row.type, widgets: row.places.filter((id): id is string => id !== null) }));

export const addRow = (rows: EditorRow[], type: LayoutRowType): EditorRow[] => [
  ...rows,
  { key: rowKey(), type, places: Array.from({ length: placeCount(type) }, () => null) },
];

export const removeRow = (rows: EditorRow[], key: string): EditorRow[] =>
  rows.filter((row) => row.key !== key);

export function moveRow(rows: EditorRow[], from: number, to: number): EditorRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export const placeId = (rowKey: string, place: number) => `${rowKey}:${place}`;
export function parsePlaceId(id: string): { rowKey: string; place: number } | null {
  const match = /^(row-\d+):(\d+)$/.exec(id);
  return match?.[1] ? { rowKey: match[1], place: Number(match[2]) } : null;
}

/** Where a widget sits, or null. */
export function locate(rows: EditorRow[], widgetId: string): { rowKey: string; place: number } | null {
  for (const row of rows) {
    const place = row.places.indexOf(widgetId);
    if (place >= 0) return { rowKey: row.key, place };
  }
  return null;
}

/**
 * Puts the widget into a place. A widget already placed elsewhere leaves its old place; the one that
 * sat in the target moves into that old place (a swap), or out of the layout when the widget came
 * from outside.
 */
export function placeWidget(rows: EditorRow[], widgetId: string, rowKey: string, place: number): EditorRow[] {
  const from = locate(rows, widgetId);
  const target = rows.find((row) => row.key === rowKey);
  if (!target || place < 0 || place >= target.places.length) return rows;
  const displaced = target.places[place] ?? null;
  return rows.map((row) => {
    const places = [...row.places];
    if (from && row.key === from.rowKey) places[from.place] = displaced;
    if (row.key === rowKey) places[place] = widgetId;
    return { ...row, places };
  });
}

/** Takes the widget out of the layout (it stays a widget of the channel). */
export const unplaceWidget = (rows: EditorRow[], widgetId: string): EditorRow[] =>
  rows.map((row) => ({ ...row, places: row.places.map((id) => (id === widgetId ? null : id)) }));

/** The widgets of the channel that no place holds. */
export const unplacedWidgets = (rows: EditorRow[], widgetIds: readonly string[]): string[] => {
  const placed = new Set(rows.flatMap((row) => row.places));
  return widgetIds.filter((id) => !placed.has(id));
};
