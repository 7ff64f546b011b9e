import fc from 'fast-check';
import { hex, hexAdd, hexAdjacent, hexDistance, hexEquals, hexKey, hexNeighbor, hexNeighbors, hexSubtract } from './hex';

const anyHex = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 })).map(([q, r]) => hex(q, r));

describe('Hex (cube coordinates)', () => {
  it('refuses coordinates that do not sum to zero', () => {
    expect(() => hex(1, 1, 1)).toThrow(RangeError);
  });

  it('derives s and never stores -0', () => {
    expect(hex(2, -1)).toEqual({ q: 2, r: -1, s: -1 });
    expect(Object.is(hex(0, 0).s, 0)).toBe(true);
  });

  it('has six distinct neighbours, each at distance 1', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const around = hexNeighbors(h);
        expect(new Set(around.map(hexKey)).size).toBe(6);
        for (const n of around) expect(hexDistance(h, n)).toBe(1);
      }),
    );
  });

  it('wraps direction numbers', () => {
    expect(hexNeighbor(hex(0, 0), 6)).toEqual(hexNeighbor(hex(0, 0), 0));
    expect(hexNeighbor(hex(0, 0), -1)).toEqual(hexNeighbor(hex(0, 0), 5));
  });

  it('distance is a metric', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, a)).toBe(0);
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });

  it('adds and subtracts', () => {
    fc.assert(fc.property(anyHex, anyHex, (a, b) => expect(hexEquals(hexSubtract(hexAdd(a, b), b), a)).toBe(true)));
    expect(hexAdjacent(hex(0, 0), hex(1, -1))).toBe(true);
    expect(hexAdjacent(hex(0, 0), hex(2, -1))).toBe(false);
  });
});
