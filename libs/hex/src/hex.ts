/** A hex in cube coordinates (Red Blob Games): q + r + s = 0. */
export interface Hex {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

export function hex(q: number, r: number, s: number = -q - r): Hex {
  if (Math.round(q + r + s) !== 0) throw new RangeError(`not a cube coordinate: q + r + s = ${q + r + s}`);
  // `+ 0` turns -0 into 0 so that equal hexes serialise alike.
  return { q: q + 0, r: r + 0, s: s + 0 };
}

export const hexAdd = (a: Hex, b: Hex): Hex => hex(a.q + b.q, a.r + b.r, a.s + b.s);
export const hexSubtract = (a: Hex, b: Hex): Hex => hex(a.q - b.q, a.r - b.r, a.s - b.s);
export const hexEquals = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r && a.s === b.s;
export const hexLength = (h: Hex): number => (Math.abs(h.q) + Math.abs(h.r) + Math.abs(h.s)) / 2;
export const hexDistance = (a: Hex, b: Hex): number => hexLength(hexSubtract(a, b));

/** The six directions, counter-clockwise from east (pointy-top) or south-east (flat-top). */
export const HEX_DIRECTIONS: readonly Hex[] = [
  hex(1, 0, -1), hex(1, -1, 0), hex(0, -1, 1), hex(-1, 0, 1), hex(-1, 1, 0), hex(0, 1, -1),
];

export function hexDirection(direction: number): Hex {
  return HEX_DIRECTIONS[((direction % 6) + 6) % 6] as Hex;
}

export const hexNeighbor = (h: Hex, direction: number): Hex => hexAdd(h, hexDirection(direction));
export const hexNeighbors = (h: Hex): Hex[] => HEX_DIRECTIONS.map((d) => hexAdd(h, d));
export const hexAdjacent = (a: Hex, b: Hex): boolean => hexDistance(a, b) === 1;

/** A string key for maps and sets. */
export const hexKey = (h: Hex): string => `${h.q},${h.r},${h.s}`;
