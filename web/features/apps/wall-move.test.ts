import { describe, expect, it } from 'vitest';
import type { Card, Wall } from '../../../contract/apps';
import { applyMove, moveFromDrop, UNASSIGNED } from './wall-move';

const card = (id: string, column: string | null): Card => ({
  id,
  name: id.toUpperCase(),
  url: `/apps/x/items/${id}`,
  column,
  description: '',
  tags: [],
  logo: null,
  memberships: [],
  files_count: 0,
  archived_at: null,
  can: { update: true, move: true },
});

const wall = (): Wall => ({
  columns: [
    { value: 'new', label: 'New', cards: [card('a', 'new'), card('b', 'new'), card('c', 'new')], total: 3 },
    { value: 'done', label: 'Done', cards: [card('d', 'done')], total: 1 },
  ],
  unassigned: { cards: [card('u', null)], total: 1 },
  revision: 4,
});

const must = <T>(value: T | null): T => {
  if (value === null) throw new Error('no move');
  return value;
};

const names = (w: Wall) => [
  w.unassigned.cards.map((c) => c.id),
  ...w.columns.map((c) => c.cards.map((x) => x.id)),
];

describe('applyMove', () => {
  it('moves a card to another column after the card before its new place', () => {
    const moved = applyMove(wall(), { cardId: 'b', to: 'done', index: 1 });
    expect(moved?.placement).toEqual({ column: 'done', insert_after: 'd' });
    expect(names(must(moved).wall)).toEqual([['u'], ['a', 'c'], ['d', 'b']]);
    expect(moved?.wall.columns.map((c) => c.total)).toEqual([2, 2]);
    expect(moved?.wall.columns[1]?.cards[1]?.column).toBe('done');
  });

  it('puts a card first with insert_after null, and into the unassigned box with column null', () => {
    expect(applyMove(wall(), { cardId: 'c', to: 'new', index: 0 })?.placement).toEqual({
      column: 'new',
      insert_after: null,
    });
    const out = applyMove(wall(), { cardId: 'a', to: UNASSIGNED, index: 1 });
    expect(out?.placement).toEqual({ column: null, insert_after: 'u' });
    expect(out?.wall.unassigned.total).toBe(2);
  });

  it('reorders within a column counting without the card', () => {
    const moved = applyMove(wall(), { cardId: 'a', to: 'new', index: 2 });
    expect(names(must(moved).wall)[1]).toEqual(['b', 'c', 'a']);
    expect(moved?.placement).toEqual({ column: 'new', insert_after: 'c' });
    expect(moved?.wall.columns[0]?.total).toBe(3);
  });

  it('answers null for a move that changes nothing or an unknown card', () => {
    expect(applyMove(wall(), { cardId: 'b', to: 'new', index: 1 })).toBeNull();
    expect(applyMove(wall(), { cardId: 'zz', to: 'new', index: 0 })).toBeNull();
  });
});

describe('moveFromDrop', () => {
  it('reads a drop on a lane as its end and on a card as its place', () => {
    expect(moveFromDrop(wall(), 'a', 'lane:done')).toEqual({ cardId: 'a', to: 'done', index: 1 });
    expect(moveFromDrop(wall(), 'a', 'd')).toEqual({ cardId: 'a', to: 'done', index: 0 });
    expect(moveFromDrop(wall(), 'a', 'c')).toEqual({ cardId: 'a', to: 'new', index: 2 });
    expect(moveFromDrop(wall(), 'a', 'nothing')).toBeNull();
  });
});
