import type { Hex } from './hex';
import { qOffsetFromCube, qOffsetToCube, rOffsetFromCube, rOffsetToCube, type OffsetCoord } from './offset-coord';

/** A rectangular map of `cols` × `rows` hexes in one offset layout. */
export interface OffsetGrid {
  readonly cols: number;
  readonly rows: number;
  readonly layout: 'odd-r' | 'odd-q';
  toCube(coord: OffsetCoord): Hex;
  fromCube(h: Hex): OffsetCoord;
  contains(coord: OffsetCoord): boolean;
}

function grid(cols: number, rows: number, layout: OffsetGrid['layout']): OffsetGrid {
  const pointy = layout === 'odd-r';
  return {
    cols,
    rows,
    layout,
    toCube: (coord) => (pointy ? rOffsetToCube('odd', coord) : qOffsetToCube('odd', coord)),
    fromCube: (h) => (pointy ? rOffsetFromCube('odd', h) : qOffsetFromCube('odd', h)),
    contains: ({ col, row }) => Number.isInteger(col) && Number.isInteger(row) && col >= 0 && col < cols && row >= 0 && row < rows,
  };
}

/** Pointy-top, odd rows (0-based) shifted half a hex east. Graf Spee: rows B and D (GS-2). */
export const oddRGrid = (cols: number, rows: number): OffsetGrid => grid(cols, rows, 'odd-r');

/** Flat-top, odd columns (0-based) shifted half a hex south. Arras: even-numbered columns 2, 4, … (AR-2). */
export const oddQGrid = (cols: number, rows: number): OffsetGrid => grid(cols, rows, 'odd-q');
