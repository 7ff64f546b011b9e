import { BOARD, EDGE_RIVER, EDGE_ROAD, GEOMETRY } from './board';

const col = (label: string) => Number(label.slice(0, 2));
const row = (label: string) => Number(label.slice(2));
const index = (label: string) => GEOMETRY.indexOf.get(label) as number;
const edge = (a: string, b: string) => GEOMETRY.edges[index(a) * GEOMETRY.ids.length + index(b)] ?? 0;

/** AR-2 adjacency in the rule's own words. */
function ruleAdjacent(a: string, b: string): boolean {
  const [c, r, c2, r2] = [col(a), row(a), col(b), row(b)];
  if (c2 === c) return Math.abs(r2 - r) === 1;
  if (Math.abs(c2 - c) !== 1) return false;
  return c % 2 === 1 ? r2 === r - 1 || r2 === r : r2 === r || r2 === r + 1;
}

describe('the Arras map (AR-2)', () => {
  it('AR-2 has 80 hexes named CCRR, columns 01–10 and rows 01–08', () => {
    expect(GEOMETRY.ids).toHaveLength(80);
    expect(GEOMETRY.ids).toContain('0101');
    expect(GEOMETRY.ids).toContain('1008');
    expect(GEOMETRY.ids).not.toContain('1101');
  });

  it('AR-2 adjacency equals the rule text for every pair of hexes (even columns shifted south)', () => {
    for (const a of GEOMETRY.ids) {
      const listed = BOARD.neighbours[a] ?? [];
      for (const b of GEOMETRY.ids) {
        if (a !== b) expect([a, b, listed.includes(b)]).toEqual([a, b, ruleAdjacent(a, b)]);
      }
    }
    expect([...(BOARD.neighbours['0503'] ?? [])].sort()).toEqual(['0402', '0403', '0502', '0504', '0602', '0603']);
    expect([...(BOARD.neighbours['0404'] ?? [])].sort()).toEqual(['0304', '0305', '0403', '0405', '0504', '0505']);
  });

  it('AR-2 the four roads join consecutive hexes, each road hexside marked both ways', () => {
    expect(BOARD.roads.map((r) => r.name)).toEqual(['Arras–St-Pol', 'Arras–Doullens', 'Arras–Bapaume', 'Arras–Cambrai']);
    for (const road of BOARD.roads) {
      road.hexes.slice(1).forEach((hex, i) => {
        expect(edge(road.hexes[i] as string, hex) & EDGE_ROAD).toBe(EDGE_ROAD);
        expect(edge(hex, road.hexes[i] as string) & EDGE_ROAD).toBe(EDGE_ROAD);
      });
    }
    // two road hexes that are adjacent but not consecutive on one road are no road hexside
    expect(edge('0402', '0403') & EDGE_ROAD).toBe(0);
  });

  it('AR-2 Scarpe runs between every row-2 and row-3 hex; Cojeul between rows 5 and 6 in columns 4–10 only', () => {
    for (const a of GEOMETRY.ids) {
      for (const b of BOARD.neighbours[a] ?? []) {
        const rows = [row(a), row(b)].sort().join('-');
        const scarpe = rows === '2-3';
        const cojeul = rows === '5-6' && col(a) >= 4 && col(b) >= 4;
        expect([a, b, (edge(a, b) & EDGE_RIVER) !== 0]).toEqual([a, b, scarpe || cojeul]);
      }
    }
  });

  it('AR-2 Arras, villages, the turn track and the west edge are marked for a UI', () => {
    const hex = (id: string) => BOARD.hexes.find((h) => h.id === id);
    expect(BOARD.layout).toBe('flat-top, odd-q');
    expect(BOARD.arras).toBe('0503');
    expect(hex('0503')).toMatchObject({ arras: true, village: 'Arras', column: 5, row: 3 });
    expect(hex('0806')?.village).toBe('Hénin');
    expect(hex('0908')?.turnBox).toBe(8);
    expect(BOARD.hexes.filter((h) => h.westEdge).map((h) => h.id)).toEqual(['0101', '0102', '0103', '0104', '0105', '0106', '0107', '0108']);
    expect(hex('0101')?.cube).toEqual({ q: 0, r: 0, s: 0 });
  });
});
