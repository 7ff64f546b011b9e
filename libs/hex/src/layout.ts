import type { Hex } from './hex';

/** Screen geometry of a hex grid, kept apart from the grid maths (Red Blob Games). */
export interface Orientation {
  readonly f0: number; readonly f1: number; readonly f2: number; readonly f3: number;
  readonly startAngle: number;
}

export const POINTY_TOP: Orientation = { f0: Math.sqrt(3), f1: Math.sqrt(3) / 2, f2: 0, f3: 3 / 2, startAngle: 0.5 };
export const FLAT_TOP: Orientation = { f0: 3 / 2, f1: 0, f2: Math.sqrt(3) / 2, f3: Math.sqrt(3), startAngle: 0 };

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Layout {
  readonly orientation: Orientation;
  readonly size: Point;
  readonly origin: Point;
}

export function hexToPixel(layout: Layout, h: Hex): Point {
  const { orientation: o, size, origin } = layout;
  return {
    x: (o.f0 * h.q + o.f1 * h.r) * size.x + origin.x,
    y: (o.f2 * h.q + o.f3 * h.r) * size.y + origin.y,
  };
}

/** The six corners of a hex, for an SVG polygon. */
export function hexCorners(layout: Layout, h: Hex): Point[] {
  const center = hexToPixel(layout, h);
  return Array.from({ length: 6 }, (_, corner) => {
    const angle = (2 * Math.PI * (layout.orientation.startAngle + corner)) / 6;
    return { x: center.x + layout.size.x * Math.cos(angle), y: center.y + layout.size.y * Math.sin(angle) };
  });
}
