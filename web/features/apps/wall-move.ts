import type { Card, Wall } from '../../../contract/apps';

/** The unassigned box's id among the columns (a column value is never empty). */
export const UNASSIGNED = '';

export type Lane = { id: string; cards: Card[] };

/** The wall's lanes in drawing order: the unassigned box first, then the columns. */
export function lanesOf(wall: Wall): Lane[] {
  return [
    { id: UNASSIGNED, cards: wall.unassigned.cards },
    ...wall.columns.map((column) => ({ id: column.value, cards: column.cards })),
  ];
}

export type Move = {
  cardId: string;
  /** The lane the card goes to. */
  to: string;
  /** Its index there, counted without the card itself. */
  index: number;
};

export type Placement = { column: string | null; insert_after: string | null };

/** The lane that holds a card, or null. */
export function laneOfCard(wall: Wall, cardId: string): string | null {
  return lanesOf(wall).find((lane) => lane.cards.some((card) => card.id === cardId))?.id ?? null;
}

/**
 * The wall after a move, and what the server is told (part 3 section 4: the column's value and the
 * card it goes after). Null when the move changes nothing or the card is unknown. The counts follow.
 */
export function applyMove(wall: Wall, move: Move): { wall: Wall; placement: Placement } | null {
  const from = laneOfCard(wall, move.cardId);
  if (from === null) return null;
  const lanes = lanesOf(wall);
  const source = lanes.find((lane) => lane.id === from);
  const moving = source?.cards.find((card) => card.id === move.cardId);
  const target = lanes.find((lane) => lane.id === move.to);
  if (!source || !moving || !target) return null;
  const oldIndex = source.cards.indexOf(moving);
  const rest = target.cards.filter((card) => card.id !== move.cardId);
  const index = Math.max(0, Math.min(move.index, rest.length));
  if (from === move.to && index === oldIndex) return null;
  const column = move.to === UNASSIGNED ? null : move.to;
  const placed: Card = { ...moving, column };
  const cards = [...rest.slice(0, index), placed, ...rest.slice(index)];
  const next = (lane: Lane): Card[] =>
    lane.id === move.to
      ? cards
      : lane.id === from
        ? lane.cards.filter((card) => card.id !== move.cardId)
        : lane.cards;
  const delta = (id: string) => (from === move.to ? 0 : id === move.to ? 1 : id === from ? -1 : 0);
  return {
    wall: {
      ...wall,
      unassigned: {
        cards: next({ id: UNASSIGNED, cards: wall.unassigned.cards }),
        total: wall.unassigned.total + delta(UNASSIGNED),
      },
      columns: wall.columns.map((lane) => ({
        ...lane,
        cards: next({ id: lane.value, cards: lane.cards }),
        total: lane.total + delta(lane.value),
      })),
    },
    placement: { column, insert_after: index === 0 ? null : (rest[index - 1]?.id ?? null) },
  };
}

/**
 * Where a drag ended, as a move: over a card, the card's place in its lane (after it when coming from
 * above in the same lane); over a lane itself, its end.
 */
export function moveFromDrop(wall: Wall, activeId: string, overId: string): Move | null {
  const lanes = lanesOf(wall);
  const overLane = lanes.find((lane) => `lane:${lane.id}` === overId);
  if (overLane)
    return {
      cardId: activeId,
      to: overLane.id,
      index: overLane.cards.filter((c) => c.id !== activeId).length,
    };
  const laneId = laneOfCard(wall, overId);
  if (laneId === null) return null;
  const lane = lanes.find((one) => one.id === laneId);
  if (!lane) return null;
  const overIndex = lane.cards.findIndex((card) => card.id === overId);
  const activeIndex = lane.cards.findIndex((card) => card.id === activeId);
  if (activeIndex === -1) return { cardId: activeId, to: laneId, index: overIndex };
  // Within one lane dnd-kit's sortable order: the card takes the place of the one it is over.
  return { cardId: activeId, to: laneId, index: overIndex };
}
