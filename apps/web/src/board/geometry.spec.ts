import { hexNeighbors, hex } from '@wargames/hex/hex';
import { hexToPixel } from '@wargames/hex/layout';
import { boxRect, HEX_SIZE, layoutFor, sceneGeometry, sharedSide } from './geometry';
import type { Scene } from './scene';

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('sharedSide (hexside lines for rivers)', () => {
  it.each(['pointy', 'flat'] as const)('finds the side between a %s-top hex and each of its six neighbours', (orientation) => {
    const layout = layoutFor(orientation);
    const centre = hex(0, 0, 0);
    for (const neighbour of hexNeighbors(centre)) {
      const side = sharedSide(layout, centre, neighbour);
      expect(side).not.toBeNull();
      const [a, b] = side as NonNullable<typeof side>;
      // Both ends are corners of both hexes, and the side's middle is halfway between the two centres.
      for (const end of [a, b]) {
        expect(distance(end, hexToPixel(layout, centre))).toBeCloseTo(HEX_SIZE, 6);
        expect(distance(end, hexToPixel(layout, neighbour))).toBeCloseTo(HEX_SIZE, 6);
      }
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const p = hexToPixel(layout, centre);
      const q = hexToPixel(layout, neighbour);
      expect(distance(middle, { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 })).toBeCloseTo(0, 6);
    }
  });

  it('finds no side between hexes that do not touch', () => {
    expect(sharedSide(layoutFor('flat'), hex(0, 0, 0), hex(2, -1, -1))).toBeNull();
  });
});

describe('boxRect', () => {
  const corners = [
    { x: 0, y: 0 },
    { x: 100, y: 40 },
  ];
  it('puts a north box above the cells it borders and an east box to their right', () => {
    const north = boxRect('north', corners);
    expect(north.y + north.height).toBeLessThan(0);
    expect(north.x).toBeLessThanOrEqual(0);
    expect(north.x + north.width).toBeGreaterThanOrEqual(100);
    const east = boxRect('east', corners);
    expect(east.x).toBeGreaterThan(100);
    expect(east.y + east.height / 2).toBeCloseTo(20, 6);
  });
});

describe('sceneGeometry', () => {
  const scene: Scene = {
    label: 'test',
    orientation: 'pointy',
    cells: [
      { id: 'A1', hex: { q: 0, r: 0, s: 0 }, terrain: 'sea', label: 'A1', name: 'A1' },
      { id: 'A2', hex: { q: 1, r: 0, s: -1 }, terrain: 'sea', label: 'A2', name: 'A2' },
      { id: 'B1', hex: { q: 0, r: 1, s: -1 }, terrain: 'land', label: 'B1', name: 'B1' },
    ],
    hexsides: [{ id: 'river', kind: 'river', between: ['A1', 'A2'] }],
    routes: [],
    boxes: [{ id: 'box', label: 'Box', borders: ['A1', 'A2'], side: 'north', name: 'Box' }],
    counters: [],
  };
  const geometry = sceneGeometry(scene);

  it('takes the viewBox from every corner and box, so CSS can size the drawing', () => {
    const { viewBox } = geometry;
    const inside = (p: { x: number; y: number }) => p.x >= viewBox.x && p.x <= viewBox.x + viewBox.width && p.y >= viewBox.y && p.y <= viewBox.y + viewBox.height;
    for (const cell of scene.cells) {
      const c = geometry.centers.get(cell.id) as { x: number; y: number };
      for (const corner of geometry.corners) expect(inside({ x: c.x + corner.x, y: c.y + corner.y })).toBe(true);
    }
    const box = geometry.boxes.get('box') as { x: number; y: number; width: number; height: number };
    expect(inside(box)).toBe(true);
    expect(inside({ x: box.x + box.width, y: box.y + box.height })).toBe(true);
  });

  it('places every cell, box and hexside', () => {
    expect([...geometry.centers.keys()].sort()).toEqual(['A1', 'A2', 'B1', 'box']);
    expect(geometry.hexsides.get('river')).toHaveLength(2);
  });
});
