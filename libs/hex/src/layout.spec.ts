import { hex } from './hex';
import { FLAT_TOP, hexCorners, hexToPixel, POINTY_TOP, type Layout } from './layout';

describe('Layout', () => {
  const pointy: Layout = { orientation: POINTY_TOP, size: { x: 10, y: 10 }, origin: { x: 0, y: 0 } };
  const flat: Layout = { orientation: FLAT_TOP, size: { x: 10, y: 10 }, origin: { x: 5, y: 5 } };

  it('puts the origin hex at the origin', () => {
    expect(hexToPixel(flat, hex(0, 0))).toEqual({ x: 5, y: 5 });
  });

  it('spaces pointy-top neighbours sqrt(3)·size apart horizontally', () => {
    expect(hexToPixel(pointy, hex(1, 0)).x).toBeCloseTo(Math.sqrt(3) * 10);
    expect(hexToPixel(pointy, hex(1, 0)).y).toBeCloseTo(0);
  });

  it('gives six corners at the hex size from the centre', () => {
    const corners = hexCorners(flat, hex(2, -1));
    const c = hexToPixel(flat, hex(2, -1));
    expect(corners).toHaveLength(6);
    for (const p of corners) expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(10);
  });
});
