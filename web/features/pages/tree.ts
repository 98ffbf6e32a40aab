import type { PageTreeNode } from '../../../contract/pages';

export type Branch = PageTreeNode & { children: Branch[] };

/**
 * The scope's pages as nested lists. A page whose parent the viewer may not read (a public page under
 * an internal one, for guests) is shown at the top level rather than lost.
 */
export function buildTree(nodes: readonly PageTreeNode[]): Branch[] {
  const byId = new Map<string, Branch>(nodes.map((node) => [node.id, { ...node, children: [] }]));
  const roots: Branch[] = [];
  for (const branch of byId.values()) {
    const parent = branch.parent_id ? byId.get(branch.parent_id) : undefined;
    (parent ? parent.children : roots).push(branch);
  }
  const sort = (list: Branch[]) => {
    list.sort((a, b) => a.position - b.position || a.title.localeCompare(b.title));
    for (const branch of list) sort(branch.children);
  };
  sort(roots);
  return roots;
}

/** The pages of the tree that may become the parent of `pageId`: not itself, not below it. */
export function possibleParents(tree: readonly PageTreeNode[], pageId: string | null): PageTreeNode[] {
  if (!pageId) return [...tree];
  const below = new Set<string>([pageId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of tree) {
      if (node.parent_id && below.has(node.parent_id) && !below.has(node.id)) {
        below.add(node.id);
        grew = true;
      }
    }
  }
  return tree.filter((node) => !below.has(node.id));
}

/** A page of the tree as one row of the sortable list: in display order, with its depth. */
export type FlatPage = PageTreeNode & { depth: number };

export function flattenTree(nodes: readonly PageTreeNode[]): FlatPage[] {
  const rows: FlatPage[] = [];
  const walk = (branches: Branch[], depth: number) => {
    for (const { children, ...node } of branches) {
      rows.push({ ...node, depth });
      walk(children, depth + 1);
    }
  };
  walk(buildTree(nodes), 0);
  return rows;
}

/** A new place of a page for `PUT /api/v1/pages/{id}/position`. */
export type TreeMove = { id: string; parent_id: string | null; position: number };

/** The rows that share the parent of `row` as shown (a page of an unseen parent sits at the top). */
const siblingsOf = (rows: readonly FlatPage[], parentId: string | null, depth: number) =>
  rows.filter((row) => row.depth === depth && (depth === 0 || row.parent_id === parentId));

const parentShown = (row: FlatPage) => (row.depth === 0 ? null : row.parent_id);

/**
 * A drag (pointer or keyboard) dropped `activeId` on the row `overId`: the page becomes a sibling of
 * that row, after it when dragged downwards and before it when dragged upwards. Dropping a page on a
 * row below itself would make it its own ancestor; the server refuses that (422 `cycle`) and the
 * tree shows the refusal.
 */
export function dropMove(rows: readonly FlatPage[], activeId: string, overId: string): TreeMove | null {
  const from = rows.findIndex((row) => row.id === activeId);
  const to = rows.findIndex((row) => row.id === overId);
  const over = rows[to];
  if (from < 0 || !over || from === to) return null;
  const parentId = parentShown(over);
  const siblings = siblingsOf(rows, parentId, over.depth).filter((row) => row.id !== activeId);
  const overIndex = siblings.findIndex((row) => row.id === overId);
  return { id: activeId, parent_id: parentId, position: from < to ? overIndex + 1 : overIndex };
}

/** The page becomes the last child of the sibling above it; null when there is none. */
export function indentMove(rows: readonly FlatPage[], id: string): TreeMove | null {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return null;
  const siblings = siblingsOf(rows, parentShown(row), row.depth);
  const above = siblings[siblings.findIndex((sibling) => sibling.id === id) - 1];
  if (!above) return null;
  const children = rows.filter((candidate) => candidate.parent_id === above.id);
  return { id, parent_id: above.id, position: children.length };
}

/** The page leaves its parent and follows it as its next sibling; null at the top level. */
export function outdentMove(rows: readonly FlatPage[], id: string): TreeMove | null {
  const row = rows.find((candidate) => candidate.id === id);
  const parent = row && row.depth > 0 ? rows.find((candidate) => candidate.id === row.parent_id) : undefined;
  if (!parent) return null;
  const grandParent = parentShown(parent);
  const siblings = siblingsOf(rows, grandParent, parent.depth);
  return {
    id,
    parent_id: grandParent,
    position: siblings.findIndex((sibling) => sibling.id === parent.id) + 1,
  };
}
