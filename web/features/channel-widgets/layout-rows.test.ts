import { describe, expect, it } from 'vitest';
import {
  addRow,
  editorRows,
  moveRow,
  parsePlaceId,
  placeId,
  placeWidget,
  removeRow,
  storedRows,
  unplacedWidgets,
  unplaceWidget,
} from './layout-rows';

describe('layout rows', () => {
  it('gives each kind of row its places and stores only the filled ones', () => {
    let rows = addRow([], 'full');
    rows = addRow(rows, 'half-1-2');
    rows = addRow(rows, 'third');
    expect(rows.map((row) => row.places.length)).toEqual([1, 2, 3]);
    const [, half, third] = rows;
    rows = placeWidget(rows, 'b', half?.key ?? '', 1);
    rows = placeWidget(rows, 'c', third?.key ?? '', 2);
    expect(storedRows(rows)).toEqual([
      { type: 'full', widgets: [] },
      { type: 'half-1-2', widgets: ['b'] },
      { type: 'third', widgets: ['c'] },
    ]);
  });

  it('moves a placed widget, swapping with the one in the target place', () => {
    let rows = editorRows(
      [
        { type: 'half-2-1', widgets: ['a', 'b'] },
        { type: 'full', widgets: ['c'] },
      ],
      new Set(['a', 'b', 'c']),
    );
    const [first, second] = rows;
    rows = placeWidget(rows, 'a', second?.key ?? '', 0);
    expect(storedRows(rows)).toEqual([
      { type: 'half-2-1', widgets: ['c', 'b'] },
      { type: 'full', widgets: ['a'] },
    ]);
    // From outside the layout, the displaced widget leaves it.
    rows = placeWidget(rows, 'd', first?.key ?? '', 1);
    expect(unplacedWidgets(rows, ['a', 'b', 'c', 'd'])).toEqual(['b']);
    rows = unplaceWidget(rows, 'd');
    expect(unplacedWidgets(rows, ['a', 'b', 'c', 'd'])).toEqual(['b', 'd']);
  });

  it('drops unknown ids and extra widgets when reading stored rows, and ignores bad places', () => {
    const rows = editorRows([{ type: 'full', widgets: ['gone', 'a', 'b'] }], new Set(['a', 'b']));
    expect(rows[0]?.places).toEqual(['a']);
    expect(placeWidget(rows, 'b', rows[0]?.key ?? '', 3)).toBe(rows);
    expect(placeWidget(rows, 'b', 'row-0', 0)).toBe(rows);
  });

  it('reorders and removes rows, and names places for drag and drop', () => {
    let rows = addRow(addRow(addRow([], 'full'), 'third'), 'half-1-2');
    rows = moveRow(rows, 2, 0);
    expect(rows.map((row) => row.type)).toEqual(['half-1-2', 'full', 'third']);
    expect(moveRow(rows, 0, 5)).toBe(rows);
    rows = removeRow(rows, rows[1]?.key ?? '');
    expect(rows.map((row) => row.type)).toEqual(['half-1-2', 'third']);
    const id = placeId(rows[1]?.key ?? '', 2);
    expect(parsePlaceId(id)).toEqual({ rowKey: rows[1]?.key, place: 2 });
    expect(parsePlaceId('widget-a')).toBeNull();
  });
});
