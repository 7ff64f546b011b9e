import { board } from './board';

const ROWS = 'ABCDE';
const rowOf = (id: string) => ROWS.indexOf(id[0] as string);
const colOf = (id: string) => Number(id.slice(1));

/** GS-2 adjacency, as the rules text states it. */
function adjacentByRules(a: string, b: string): boolean {
  const [ra, ca, rb, cb] = [rowOf(a), colOf(a), rowOf(b), colOf(b)];
  if (ra === rb) return Math.abs(ca - cb) === 1;
  if (Math.abs(ra - rb) !== 1) return false;
  const shifted = ra % 2 === 1; // rows B and D
  return shifted ? cb === ca || cb === ca + 1 : cb === ca - 1 || cb === ca;
}

describe('board (GS-2)', () => {
  it('GS-2 has 29 sea hexes: A..E × 1..6 except A6, which is land', () => {
    expect(board.seaHexes).toHaveLength(29);
    expect(board.isSea('A6')).toBe(false);
    expect(board.isSea('A5')).toBe(true);
    expect(board.isSea('E6')).toBe(true);
    expect(board.isSea('F1')).toBe(false);
  });

  it('GS-2 adjacency derived with @wargames/hex matches the rules text for every pair of sea hexes', () => {
    for (const a of board.seaHexes) {
      for (const b of board.seaHexes) {
        expect([a, b, board.adjacent(a, b)]).toEqual([a, b, adjacentByRules(a, b)]);
      }
    }
  });

  it('GS-2 examples: A1, B1, C3, B5 and the land hex A6', () => {
    expect(board.neighbours('A1')).toEqual(['A2', 'B1']);
    expect(board.neighbours('B1')).toEqual(['A1', 'A2', 'B2', 'C1', 'C2']);
    expect(board.neighbours('C3')).toEqual(['B2', 'B3', 'C2', 'C4', 'D2', 'D3']);
    expect(board.neighbours('B5')).toEqual(['A5', 'B4', 'B6', 'C5', 'C6']);
    expect(board.neighbours('B6')).toEqual(['B5', 'C6']);
  });

  it('GS-2 transport icons and the boxes with the hexes that border them', () => {
    expect(board.json.transportIcons).toEqual(['A3', 'B5', 'C2', 'D4']);
    expect(board.borders('atlantic')).toEqual(['A1', 'A2', 'A3']);
    expect(board.borders('indian')).toEqual(['B6']);
    expect(board.boxesOf('A2')).toEqual(['atlantic']);
    expect(board.boxesOf('C3')).toEqual([]);
    expect(board.distanceToBox('A2', 'atlantic')).toBe(1);
    expect(board.distanceToBox('B2', 'atlantic')).toBe(2);
    expect(board.distanceToBox('C6', 'indian')).toBe(2);
  });

  it('GS-2 distances go round the land hex', () => {
    expect(board.distance('A5', 'B6')).toBe(2);
    expect(board.distance('A1', 'E6')).toBe(7);
    expect(board.within('A5', 1)).toEqual(['A4', 'B4', 'B5']);
  });

  it('exposes static board data for UIs: hexes with labels, cube coordinates, neighbours, icons and boxes', () => {
    const c2 = board.json.hexes.find((h) => h.id === 'C2');
    expect(c2).toMatchObject({ id: 'C2', label: 'C2', row: 2, col: 1, transportIcon: true, noRaid: false, boxes: [] });
    expect((c2?.q ?? 0) + (c2?.r ?? 0) + (c2?.s ?? 0)).toBe(0);
    expect(board.json.hexes.filter((h) => h.noRaid).map((h) => h.id)).toEqual(['A1', 'B1', 'C1', 'D1', 'E1']);
    expect(board.json.land).toEqual([{ id: 'A6', label: 'A6', row: 0, col: 5 }]);
    expect(board.json.boxes).toEqual([
      { id: 'atlantic', label: 'Atlantic', borders: ['A1', 'A2', 'A3'] },
      { id: 'indian', label: 'Indian Ocean', borders: ['B6'] },
    ]);
    expect(JSON.parse(JSON.stringify(board.json))).toEqual(board.json);
  });
});
