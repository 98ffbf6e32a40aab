import type { NavigationChild, NavigationEntry } from '../../../../contract/navigation';

/**
 * The editor keeps the two-level navigation as one flat list of rows with a depth, the way a person
 * sees it; every move keeps the rules of part 3 section 5: at most two levels, and an item that has
 * children is never nested.
 */
export type ItemFields = Omit<NavigationChild, 'navigation_items'>;
export type Row = { id: string; depth: 0 | 1; item: ItemFields };

let counter = 0;
export const newRowId = () => `row-${++counter}`;

const fieldsOf = ({
  navigation_items: _children,
  ...fields
}: NavigationEntry | NavigationChild): ItemFields => fields;

export const rowsOf = (items: readonly NavigationEntry[]): Row[] =>
  items.flatMap((item) => [
    { id: newRowId(), depth: 0 as const, item: fieldsOf(item) },
    ...item.navigation_items.map((child) => ({ id: newRowId(), depth: 1 as const, item: fieldsOf(child) })),
  ]);

export const itemsOf = (rows: readonly Row[]): NavigationEntry[] => {
  const items: NavigationEntry[] = [];
  for (const row of rows) {
    const parent = items.at(-1);
    if (row.depth === 1 && parent) parent.navigation_items.push({ ...row.item, navigation_items: [] });
    else items.push({ ...row.item, navigation_items: [] });
  }
  return items;
};

/** The row and, for a top-level row, the children that travel with it. */
function blockRange(rows: readonly Row[], index: number): [number, number] {
  let end = index + 1;
  if (rows[index]?.depth === 0) while (rows[end]?.depth === 1) end++;
  return [index, end];
}

const hasChildren = (rows: readonly Row[], index: number) =>
  rows[index]?.depth === 0 && rows[index + 1]?.depth === 1;

/** Moves the row (with its children) one place up among its siblings, or into the previous parent. */
export function moveUp(rows: readonly Row[], id: string): Row[] {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row || index === 0) return [...rows];
  if (row.depth === 1) {
    const next = [...rows];
    if (rows[index - 1]?.depth === 1) {
      [next[index - 1], next[index]] = [rows[index] as Row, rows[index - 1] as Row];
      return next;
    }
    // First child: it becomes the last child of the parent before, if there is one.
    let previousParent = index - 2;
    while (previousParent >= 0 && rows[previousParent]?.depth !== 0) previousParent--;
    if (previousParent < 0) return next;
    next.splice(index, 1);
    next.splice(index - 1, 0, row);
    return next;
  }
  let previous = index - 1;
  while (previous > 0 && rows[previous]?.depth === 1) previous--;
  const [start, end] = blockRange(rows, index);
  const block = rows.slice(start, end);
  const rest = [...rows.slice(0, start), ...rows.slice(end)];
  rest.splice(previous, 0, ...block);
  return rest;
}

/** Moves the row (with its children) one place down among its siblings, or into the next parent. */
export function moveDown(rows: readonly Row[], id: string): Row[] {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return [...rows];
  const next = [...rows];
  if (row.depth === 1) {
    const after = rows[index + 1];
    if (!after) return next;
    next.splice(index, 1);
    // Past the next sibling, or to the first place under the next parent.
    next.splice(index + 1, 0, row);
    return next;
  }
  const [start, end] = blockRange(rows, index);
  if (end >= rows.length) return next;
  const [, followingEnd] = blockRange(rows, end);
  const block = rows.slice(start, end);
  const rest = [...rows.slice(0, start), ...rows.slice(end)];
  rest.splice(followingEnd - block.length, 0, ...block);
  return rest;
}

/** Only a top-level item without children, below another item, can be nested. */
export const canIndent = (rows: readonly Row[], id: string) => {
  const index = rows.findIndex((row) => row.id === id);
  return index > 0 && rows[index]?.depth === 0 && !hasChildren(rows, index);
};

export function indent(rows: readonly Row[], id: string): Row[] {
  if (!canIndent(rows, id)) return [...rows];
  return rows.map((row) => (row.id === id ? { ...row, depth: 1 } : row));
}

/** A nested item leaves its parent and follows it as a top-level item. */
export function outdent(rows: readonly Row[], id: string): Row[] {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row || row.depth === 0) return [...rows];
  let end = index + 1;
  while (rows[end]?.depth === 1) end++;
  const next = [...rows];
  next.splice(index, 1);
  next.splice(end - 1, 0, { ...row, depth: 0 });
  return next;
}

/**
 * A drag (pointer or keyboard) dropped `activeId` on `overId`. A top-level item travels with its
 * children and lands between top-level items; a single item dropped among children becomes one, and
 * nothing ever ends up deeper than two levels.
 */
export function dragMove(rows: readonly Row[], activeId: string, overId: string): Row[] {
  const from = rows.findIndex((row) => row.id === activeId);
  const over = rows.findIndex((row) => row.id === overId);
  if (from < 0 || over < 0 || from === over) return [...rows];
  const [start, end] = blockRange(rows, from);
  if (over >= start && over < end) return [...rows];
  const block = rows.slice(start, end);
  const rest = [...rows.slice(0, start), ...rows.slice(end)];
  const overIndex = rest.findIndex((row) => row.id === overId);
  let at = from < over ? overIndex + 1 : overIndex;
  const head = block[0] as Row;
  if (block.length > 1) {
    // A parent never lands inside another item's children.
    while (rest[at]?.depth === 1) at++;
    rest.splice(at, 0, ...block);
    return rest;
  }
  const amongChildren = at > 0 && rest[at]?.depth === 1;
  const afterChild = rest[at - 1]?.depth === 1;
  const depth: 0 | 1 = amongChildren || (head.depth === 1 && afterChild) ? 1 : at === 0 ? 0 : head.depth;
  rest.splice(at, 0, { ...head, depth: at === 0 ? 0 : depth });
  return rest;
}

/** Removes the row; a top-level item takes the items nested under it along. */
export function removeRow(rows: readonly Row[], id: string): Row[] {
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return [...rows];
  const [start, end] = blockRange(rows, index);
  return [...rows.slice(0, start), ...rows.slice(end)];
}
