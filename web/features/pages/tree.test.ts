import { describe, expect, it } from 'vitest';
import type { PageTreeNode } from '../../../contract/pages';
import { buildTree, possibleParents } from './tree';

const node = (id: string, parent: string | null, position: number, title = id): PageTreeNode => ({
  id,
  parent_id: parent,
  position,
  title,
  url: `/pages/${id}`,
});

describe('the page tree', () => {
  const nodes = [
    node('b', null, 1),
    node('a', null, 0),
    node('a2', 'a', 1),
    node('a1', 'a', 0),
    node('a1x', 'a1', 0),
    node('orphan', 'hidden-parent', 0),
  ];

  it('nests children under their parents in position order and keeps pages of unseen parents at the top', () => {
    const tree = buildTree(nodes);
    expect(tree.map((branch) => branch.id)).toEqual(['a', 'orphan', 'b']);
    expect(tree[0]?.children.map((branch) => branch.id)).toEqual(['a1', 'a2']);
    expect(tree[0]?.children[0]?.children.map((branch) => branch.id)).toEqual(['a1x']);
  });

  it('offers as parents every page but the page itself and those below it', () => {
    expect(
      possibleParents(nodes, 'a1')
        .map((n) => n.id)
        .sort(),
    ).toEqual(['a', 'a2', 'b', 'orphan']);
    expect(possibleParents(nodes, null)).toHaveLength(nodes.length);
  });
});
