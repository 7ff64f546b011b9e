import { hex } from '@wargames/hex/hex';
import { FLAT_TOP, hexCorners, hexToPixel, POINTY_TOP, type Layout, type Point } from '@wargames/hex/layout';
import type { BoxSide, Cube, Scene, SceneOrientation } from './scene';

/** Hex radius in SVG user units; CSS scales the drawing, so this only sets proportions (text, counters). */
export const HEX_SIZE = 40;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface SceneGeometry {
  readonly layout: Layout;
  /** The six corners of a hex around (0, 0), for one polygon shape translated to every centre. */
  readonly corners: readonly Point[];
  readonly cornerPoints: string;
  readonly centers: ReadonlyMap<string, Point>;
  readonly boxes: ReadonlyMap<string, Rect>;
  /** The two end points of each hexside line. */
  readonly hexsides: ReadonlyMap<string, readonly [Point, Point]>;
  readonly viewBox: Rect;
}

export function layoutFor(orientation: SceneOrientation, size = HEX_SIZE): Layout {
  return { orientation: orientation === 'pointy' ? POINTY_TOP : FLAT_TOP, size: { x: size, y: size }, origin: { x: 0, y: 0 } };
}

const round = (n: number): number => Math.round(n * 100) / 100;
const toHex = (c: Cube) => hex(c.q, c.r, c.s);

/**
 * The side two adjacent hexes share, found as the two corners they have in common. This does not depend on how
 * corners are numbered (libs/hex counts them the other way round from Red Blob's directions).
 */
export function sharedSide(layout: Layout, a: Cube, b: Cube): readonly [Point, Point] | null {
  const others = hexCorners(layout, toHex(b));
  const shared = hexCorners(layout, toHex(a)).filter((p) => others.some((o) => Math.hypot(o.x - p.x, o.y - p.y) < 1e-6));
  return shared.length === 2 ? [shared[0] as Point, shared[1] as Point] : null;
}

function bounds(points: readonly Point[]): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Where an off-map box goes: beside the cells it borders, on the given side, as wide or tall as they span. */
export function boxRect(side: BoxSide, borderCorners: readonly Point[], size = HEX_SIZE): Rect {
  const span = bounds(borderCorners);
  const gap = size * 0.35;
  const depth = size * 1.25;
  const across = size * 3;
  if (side === 'north' || side === 'south') {
    const width = Math.max(span.width, across);
    const x = span.x + span.width / 2 - width / 2;
    return { x, y: side === 'north' ? span.y - gap - depth : span.y + span.height + gap, width, height: depth };
  }
  // Tall enough for its name and count above a counter standing in it (box-layout.ts).
  const height = Math.max(span.height, size * 2.5);
  const width = size * 2.6;
  const y = span.y + span.height / 2 - height / 2;
  return { x: side === 'west' ? span.x - gap - width : span.x + span.width + gap, y, width, height };
}

/** Everything the Board needs to place things, computed once per scene. */
export function sceneGeometry(scene: Scene, size = HEX_SIZE): SceneGeometry {
  const layout = layoutFor(scene.orientation, size);
  const corners = hexCorners(layout, hex(0, 0, 0)).map((p) => ({ x: round(p.x), y: round(p.y) }));
  const centers = new Map<string, Point>();
  const allCorners: Point[] = [];
  for (const cell of scene.cells) {
    const c = hexToPixel(layout, toHex(cell.hex));
    const center = { x: round(c.x), y: round(c.y) };
    centers.set(cell.id, center);
    for (const corner of corners) allCorners.push({ x: center.x + corner.x, y: center.y + corner.y });
  }
  const cubes = new Map(scene.cells.map((cell) => [cell.id, cell.hex]));
  const boxes = new Map<string, Rect>();
  const extents: Point[] = [...allCorners];
  for (const box of scene.boxes) {
    const borderCorners = box.borders.flatMap((id) => {
      const center = centers.get(id);
      return center ? corners.map((corner) => ({ x: center.x + corner.x, y: center.y + corner.y })) : [];
    });
    if (borderCorners.length === 0) continue;
    const rect = boxRect(box.side, borderCorners, size);
    boxes.set(box.id, rect);
    centers.set(box.id, { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
    extents.push({ x: rect.x, y: rect.y }, { x: rect.x + rect.width, y: rect.y + rect.height });
  }
  const hexsides = new Map<string, readonly [Point, Point]>();
  for (const side of scene.hexsides) {
    const a = cubes.get(side.between[0]);
    const b = cubes.get(side.between[1]);
    const line = a && b ? sharedSide(layout, a, b) : null;
    if (line) hexsides.set(side.id, line);
  }
  const margin = size * 0.3;
  const box = bounds(extents.length > 0 ? extents : [{ x: 0, y: 0 }]);
  const viewBox = { x: round(box.x - margin), y: round(box.y - margin), width: round(box.width + 2 * margin), height: round(box.height + 2 * margin) };
  return { layout, corners, cornerPoints: corners.map((p) => `${p.x},${p.y}`).join(' '), centers, boxes, hexsides, viewBox };
}
