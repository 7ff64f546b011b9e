import { hexAdjacent } from './hex';
import { oddQGrid, oddRGrid } from './offset-grid';

function allCoords(cols: number, rows: number) {
  const out: { col: number; row: number }[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) out.push({ col, row });
  return out;
}

describe('oddRGrid — the Graf Spee layout (GS-2)', () => {
  const grid = oddRGrid(6, 5);
  // GS-2 in words, with 1-based columns c and rows A..E (A, C, E even; B, D shifted east).
  const gsAdjacent = (a: { col: number; row: number }, b: { col: number; row: number }) => {
    const [ca, cb] = [a.col + 1, b.col + 1];
    if (a.row === b.row) return Math.abs(ca - cb) === 1;
    if (Math.abs(a.row - b.row) !== 1) return false;
    return a.row % 2 === 0 ? cb === ca - 1 || cb === ca : cb === ca || cb === ca + 1;
  };

  it('GS-2: cube adjacency equals the rule text for every pair of hexes', () => {
    for (const a of allCoords(6, 5)) {
      for (const b of allCoords(6, 5)) {
        if (a === b) continue;
        expect([a, b, hexAdjacent(grid.toCube(a), grid.toCube(b))]).toEqual([a, b, gsAdjacent(a, b)]);
      }
    }
  });

  it('contains only the map', () => {
    expect(grid.contains({ col: 5, row: 4 })).toBe(true);
    expect(grid.contains({ col: 6, row: 0 })).toBe(false);
    expect(grid.contains({ col: -1, row: 0 })).toBe(false);
    expect(grid.contains({ col: 0.5, row: 0 })).toBe(false);
  });
});

describe('oddQGrid — the Arras layout (AR-2)', () => {
  const grid = oddQGrid(10, 8);
  // AR-2 in words, 1-based (c, r): even columns are shifted south.
  const arAdjacent = (a: { col: number; row: number }, b: { col: number; row: number }) => {
    const [c, r, c2, r2] = [a.col + 1, a.row + 1, b.col + 1, b.row + 1];
    if (c === c2) return Math.abs(r - r2) === 1;
    if (Math.abs(c - c2) !== 1) return false;
    return c % 2 === 1 ? r2 === r - 1 || r2 === r : r2 === r || r2 === r + 1;
  };

  it('AR-2: cube adjacency equals the rule text for every pair of hexes', () => {
    for (const a of allCoords(10, 8)) {
      for (const b of allCoords(10, 8)) {
        if (a === b) continue;
        expect([a, b, hexAdjacent(grid.toCube(a), grid.toCube(b))]).toEqual([a, b, arAdjacent(a, b)]);
      }
    }
  });

  it('round-trips every map hex', () => {
    for (const c of allCoords(10, 8)) expect(grid.fromCube(grid.toCube(c))).toEqual(c);
  });
});
