import type { Point } from '@wargames/hex/layout';

export type ArrowDirection = 'left' | 'right' | 'up' | 'down';

export interface Placed<T> {
  readonly id: T;
  readonly at: Point;
}

const UNIT: Record<ArrowDirection, Point> = { left: { x: -1, y: 0 }, right: { x: 1, y: 0 }, up: { x: 0, y: -1 }, down: { x: 0, y: 1 } };

/** Map an arrow key (KeyboardEvent.key) to a direction, or null for any other key. */
export function arrowDirection(key: string): ArrowDirection | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    default:
      return null;
  }
}

/**
 * The target an arrow key moves to: the nearest one that lies within 60° of the arrow's direction, where lying off
 * the straight line costs more than distance along it (so → on a hex grid goes to the hex beside, not one row down).
 */
export function nextInDirection<T>(from: Placed<T>, candidates: readonly Placed<T>[], direction: ArrowDirection): T | null {
  const unit = UNIT[direction];
  let best: { id: T; cost: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.id === from.id) continue;
    const dx = candidate.at.x - from.at.x;
    const dy = candidate.at.y - from.at.y;
    const along = dx * unit.x + dy * unit.y;
    const across = Math.abs(dx * unit.y - dy * unit.x);
    const distance = Math.hypot(dx, dy);
    if (distance === 0 || along <= 0 || along / distance < Math.cos(Math.PI / 3)) continue;
    const cost = along + 2 * across;
    if (!best || cost < best.cost) best = { id: candidate.id, cost };
  }
  return best?.id ?? null;
}

/** Reading order: top to bottom in bands of `band` units, then left to right. */
export function readingOrder<T>(items: readonly Placed<T>[], band = 8): T[] {
  const row = (p: Point) => Math.floor(p.y / band);
  return [...items].sort((a, b) => row(a.at) - row(b.at) || a.at.x - b.at.x).map((item) => item.id);
}
