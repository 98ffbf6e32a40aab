import { describe, expect, it } from 'vitest';
import type { PageTreeNode } from '../../../contract/pages';
import { buildTree, dropMove, flattenTree, indentMove, outdentMove, possibleParents } from './tree';

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

describe('moving pages in the tree', () => {
  // a (a1 (a1x), a2), b, c
  const rows = flattenTree([
    node('a', null, 0),
    node('a1', 'a', 0),
    node('a1x', 'a1', 0),
    node('a2', 'a', 1),
    node('b', null, 1),
    node('c', null, 2),
  ]);

  it('lists the pages in display order with their depth', () => {
    expect(rows.map((row) => `${row.id}:${row.depth}`)).toEqual([
      'a:0',
      'a1:1',
      'a1x:2',
      'a2:1',
      'b:0',
      'c:0',
    ]);
  });

  it('drops a page after the row it was dragged down to, before the row it was dragged up to', () => {
    expect(dropMove(rows, 'b', 'c')).toEqual({ id: 'b', parent_id: null, position: 2 });
    expect(dropMove(rows, 'c', 'b')).toEqual({ id: 'c', parent_id: null, position: 1 });
    expect(dropMove(rows, 'c', 'a2')).toEqual({ id: 'c', parent_id: 'a', position: 1 });
    expect(dropMove(rows, 'a1x', 'b')).toEqual({ id: 'a1x', parent_id: null, position: 2 });
    expect(dropMove(rows, 'b', 'b')).toBeNull();
  });

  it('asks the server to put a page under its own child when dropped there (the server refuses the cycle)', () => {
    expect(dropMove(rows, 'a1', 'a1x')).toEqual({ id: 'a1', parent_id: 'a1', position: 1 });
  });

  it('indents under the sibling above and outdents after the parent', () => {
    expect(indentMove(rows, 'b')).toEqual({ id: 'b', parent_id: 'a', position: 2 });
    expect(indentMove(rows, 'a2')).toEqual({ id: 'a2', parent_id: 'a1', position: 1 });
    expect(indentMove(rows, 'a')).toBeNull();
    expect(outdentMove(rows, 'a1x')).toEqual({ id: 'a1x', parent_id: 'a', position: 1 });
    expect(outdentMove(rows, 'a2')).toEqual({ id: 'a2', parent_id: null, position: 1 });
    expect(outdentMove(rows, 'b')).toBeNull();
  });
});
