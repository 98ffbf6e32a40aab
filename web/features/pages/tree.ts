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
