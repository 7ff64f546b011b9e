import { FLAT_TOP, POINTY_TOP, hexToPixel, type Hex } from '@wargames/hex';

/** One hex drawn as a block of text lines, all of the same width. */
export interface TextCell {
  readonly hex: Hex;
  readonly lines: readonly string[];
}

export interface TextMapLayout {
  readonly orientation: 'pointy-top' | 'flat-top';
  /** Characters from one column of hexes to the next. */
  readonly columnWidth: number;
  /** Text lines from one row of hexes to the next. */
  readonly rowHeight: number;
}

/**
 * Lays hex cells out on a character grid with @wargames/hex's screen geometry: the hex size is chosen so that a
 * column step is `columnWidth` characters and a row step `rowHeight` lines, so pointy-top odd rows shift half a
 * column right and flat-top odd columns half a row down, as on the printed maps.
 */
export function drawHexMap(cells: readonly TextCell[], layout: TextMapLayout): string[] {
  const pointy = layout.orientation === 'pointy-top';
  const size = pointy
    ? { x: layout.columnWidth / Math.sqrt(3), y: layout.rowHeight / 1.5 }
    : { x: layout.columnWidth / 1.5, y: layout.rowHeight / Math.sqrt(3) };
  const placed = cells.map((cell) => {
    const point = hexToPixel({ orientation: pointy ? POINTY_TOP : FLAT_TOP, size, origin: { x: 0, y: 0 } }, cell.hex);
    return { cell, x: Math.round(point.x), y: Math.round(point.y) };
  });
  const left = Math.min(...placed.map((p) => p.x));
  const top = Math.min(...placed.map((p) => p.y));
  const canvas: string[][] = [];
  for (const { cell, x, y } of placed) {
    cell.lines.forEach((line, i) => {
      const row = (canvas[y - top + i] ??= []);
      [...line].forEach((char, j) => (row[x - left + j] = char));
    });
  }
  return Array.from(canvas, (row) => Array.from(row ?? [], (char) => char ?? ' ').join('').trimEnd());
}
