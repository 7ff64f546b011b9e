import { hex, type Hex } from './hex';

/** A hex as column and row on a rectangular map, both 0-based. Only used at the edges (labels, storage). */
export interface OffsetCoord {
  readonly col: number;
  readonly row: number;
}

/** Which rows (pointy-top) or columns (flat-top) are pushed half a hex: the odd ones or the even ones (0-based). */
export type OffsetParity = 'odd' | 'even';

const sign = (parity: OffsetParity): 1 | -1 => (parity === 'odd' ? -1 : 1);

/** Pointy-top hexes, odd or even rows shoved right ("odd-r" / "even-r"). */
export function rOffsetFromCube(parity: OffsetParity, h: Hex): OffsetCoord {
  const col = h.q + (h.r + sign(parity) * (h.r & 1)) / 2;
  return { col: col + 0, row: h.r + 0 };
}

export function rOffsetToCube(parity: OffsetParity, c: OffsetCoord): Hex {
  const q = c.col - (c.row + sign(parity) * (c.row & 1)) / 2;
  return hex(q, c.row);
}

/** Flat-top hexes, odd or even columns shoved down ("odd-q" / "even-q"). */
export function qOffsetFromCube(parity: OffsetParity, h: Hex): OffsetCoord {
  const row = h.r + (h.q + sign(parity) * (h.q & 1)) / 2;
  return { col: h.q + 0, row: row + 0 };
}

export function qOffsetToCube(parity: OffsetParity, c: OffsetCoord): Hex {
  const r = c.row - (c.col + sign(parity) * (c.col & 1)) / 2;
  return hex(c.col, r);
}
