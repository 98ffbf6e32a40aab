import { describe, expect, it } from 'vitest';
import type { NavigationEntry } from '../../../../contract/navigation';
import { canIndent, dragMove, indent, itemsOf, moveDown, moveUp, outdent, type Row, rowsOf } from './tree';

const entry = (text: string, children: string[] = []): NavigationEntry => ({
  type: 'link',
  key: null,
  text,
  link: `/${text}`,
  public: true,
  new_window: false,
  navigation_items: children.map((child) => ({ ...entry(child), navigation_items: [] })),
});

/** "A, B>b1, C" style outline of the rows. */
const outline = (rows: Row[]) => rows.map((row) => `${row.depth ? '-' : ''}${row.item.text}`).join(' ');
const idOf = (rows: Row[], text: string) => rows.find((row) => row.item.text === text)?.id ?? '';

describe('the navigation tree', () => {
  const start = () => rowsOf([entry('A'), entry('B', ['b1', 'b2']), entry('C')]);

  it('round-trips items through rows', () => {
    const items = [entry('A'), entry('B', ['b1', 'b2']), entry('C')];
    expect(itemsOf(rowsOf(items))).toEqual(items);
  });

  it('moves a parent with its children past its neighbours', () => {
    const rows = start();
    expect(outline(moveUp(rows, idOf(rows, 'B')))).toBe('B -b1 -b2 A C');
    expect(outline(moveDown(rows, idOf(rows, 'B')))).toBe('A C B -b1 -b2');
    expect(outline(moveDown(rows, idOf(rows, 'A')))).toBe('B -b1 -b2 A C');
    expect(outline(moveUp(rows, idOf(rows, 'A')))).toBe('A B -b1 -b2 C');
  });

  it('moves children among siblings and into the neighbouring parent', () => {
    const rows = start();
    expect(outline(moveDown(rows, idOf(rows, 'b1')))).toBe('A B -b2 -b1 C');
    expect(outline(moveUp(rows, idOf(rows, 'b1')))).toBe('A -b1 B -b2 C');
    expect(outline(moveDown(rows, idOf(rows, 'b2')))).toBe('A B -b1 C -b2');
  });

  it('nests only top-level items without children, never a third level', () => {
    const rows = start();
    expect(canIndent(rows, idOf(rows, 'A'))).toBe(false);
    expect(canIndent(rows, idOf(rows, 'B'))).toBe(false);
    expect(canIndent(rows, idOf(rows, 'b1'))).toBe(false);
    expect(canIndent(rows, idOf(rows, 'C'))).toBe(true);
    expect(outline(indent(rows, idOf(rows, 'C')))).toBe('A B -b1 -b2 -C');
    expect(outline(indent(rows, idOf(rows, 'B')))).toBe(outline(rows));
  });

  it('outdents a child after its parent and siblings', () => {
    const rows = start();
    expect(outline(outdent(rows, idOf(rows, 'b1')))).toBe('A B -b2 b1 C');
  });

  it('drags parents between top-level items and single items into children', () => {
    const rows = start();
    expect(outline(dragMove(rows, idOf(rows, 'B'), idOf(rows, 'A')))).toBe('B -b1 -b2 A C');
    expect(outline(dragMove(rows, idOf(rows, 'A'), idOf(rows, 'b1')))).toBe('B -b1 -A -b2 C');
    expect(outline(dragMove(rows, idOf(rows, 'B'), idOf(rows, 'C')))).toBe('A C B -b1 -b2');
    expect(outline(dragMove(rows, idOf(rows, 'C'), idOf(rows, 'A')))).toBe('C A B -b1 -b2');
    expect(outline(dragMove(rows, idOf(rows, 'b2'), idOf(rows, 'A')))).toBe('b2 A B -b1 C');
    // Whatever is dragged, the result has at most two levels and nested items have no children.
    const dragged = dragMove(rows, idOf(rows, 'B'), idOf(rows, 'b1'));
    expect(
      itemsOf(dragged).every((item) => item.navigation_items.every((c) => c.navigation_items.length === 0)),
    ).toBe(true);
  });
});
