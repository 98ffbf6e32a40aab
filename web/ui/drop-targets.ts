import {
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';

/**
 * Drag and drop between drop targets laid out on a page (the layout editors of channel start pages and
 * app item pages), with dnd-kit.
 */

/** Pointer drops go to the target under the pointer; keyboard moves to the target the item overlaps. */
export const dropTargetCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The arrow keys jump from drop target to drop target in their direction, the nearest first and
 * those on the same line before others, centring the dragged item on it.
 */
export const dropTargetKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!direction || !active || !collisionRect) return undefined;
  event.preventDefault();
  const [horizontal, vertical] = direction;
  const centreX = collisionRect.left + collisionRect.width / 2;
  const centreY = collisionRect.top + collisionRect.height / 2;
  let best: { x: number; y: number } | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === over?.id) continue;
    const dx = rect.left + rect.width / 2 - centreX;
    const dy = rect.top + rect.height / 2 - centreY;
    const along = horizontal !== 0 ? dx * horizontal : dy * vertical;
    if (along < 1) continue;
    const across = horizontal !== 0 ? Math.abs(dy) : Math.abs(dx);
    const score = along + across * 3;
    if (score < bestScore) {
      bestScore = score;
      best = { x: centreX + dx - collisionRect.width / 2, y: centreY + dy - collisionRect.height / 2 };
    }
  }
  return best;
};
