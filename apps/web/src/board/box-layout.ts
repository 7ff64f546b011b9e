import type { Point } from '@wargames/hex/layout';
import type { Rect, SceneGeometry } from './geometry';
import type { BoxSide, Scene } from './scene';

/** Where an off-map box's texts and counters go inside its rectangle. */
export interface BoxLayout {
  /** The name's baseline, centred on x. */
  readonly label: Point;
  /** The detail line's baseline (a count of pieces), centred on x. */
  readonly detail: Point;
  /** The centre of the counters standing in the box (as the Spee after she leaves the map, GS-4.5). */
  readonly counters: Point;
}

const EDGE = 4;

/**
 * A box's texts sit in its middle. When counters stand in it, they take one end and the texts the rest, so that
 * neither hides the other: the right end of a box above or below the map (wide), the bottom of one beside it (narrow).
 */
export function boxLayout(rect: Rect, side: BoxSide, detailed: boolean, holdsCounters: boolean, counterSize: number): BoxLayout {
  const middle = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  const texts = (x: number, y: number) => ({ label: { x, y: y - (detailed ? 3 : -4) }, detail: { x, y: y + 12 } });
  if (!holdsCounters) return { ...texts(middle.x, middle.y), counters: middle };
  if (side === 'north' || side === 'south') {
    const counters = { x: rect.x + rect.width - EDGE * 2 - counterSize / 2, y: middle.y };
    return { ...texts(rect.x + (rect.width - counterSize - EDGE * 2) / 2, middle.y), counters };
  }
  const counters = { x: middle.x, y: rect.y + rect.height - EDGE - counterSize / 2 };
  return { ...texts(middle.x, rect.y + (rect.height - counterSize - EDGE) / 2), counters };
}

/** The layout of every box the scene draws, by box id, each knowing whether a counter of the scene stands in it. */
export function boxLayouts(scene: Scene, geometry: SceneGeometry, counterSize: number): ReadonlyMap<string, BoxLayout> {
  const occupied = new Set(scene.counters.map((counter) => counter.at));
  const layouts = new Map<string, BoxLayout>();
  for (const box of scene.boxes) {
    const rect = geometry.boxes.get(box.id);
    if (rect) layouts.set(box.id, boxLayout(rect, box.side, Boolean(box.detail), occupied.has(box.id), counterSize));
  }
  return layouts;
}
