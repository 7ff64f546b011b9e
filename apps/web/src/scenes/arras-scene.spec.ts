import type { ArrasBoard } from '@/board-data/arras';
import { arrasText } from '../../test/translators';
import { arrasFacts } from './arras-facts';
import { arrasScene, setupPlacement } from './arras-scene';

const hexAt = (id: string, column: number, row: number, q: number, r: number, extra: Partial<ArrasBoard['hexes'][number]> = {}) => ({
  id, column, row, cube: { q, r, s: -q - r }, ...extra,
});
// A small piece of the Arras map (AR-2): the town, a village, a road, a river and one turn box.
const board: ArrasBoard = {
  layout: 'flat-top, odd-q',
  columns: 2,
  rows: 2,
  hexes: [
    hexAt('0101', 1, 1, 0, 0, { westEdge: true }),
    hexAt('0102', 1, 2, 0, 1, { westEdge: true, turnBox: 1 }),
    hexAt('0201', 2, 1, 1, 0, { arras: true }),
    hexAt('0202', 2, 2, 1, 1, { village: 'Agny' }),
  ],
  neighbours: { '0101': ['0102', '0201'], '0102': ['0101', '0201', '0202'], '0201': ['0101', '0102', '0202'], '0202': ['0102', '0201'] },
  roads: [{ name: 'Arras–Agny', hexes: ['0201', '0202'] }],
  rivers: [{ name: 'Scarpe', hexsides: [['0101', '0102']] }],
  arras: '0201',
  villages: [{ name: 'Arras', hex: '0201' }, { name: 'Agny', hex: '0202' }],
  turnTrack: [{ turn: 1, hex: '0102' }],
  counters: [
    { id: '4RTR', side: 'allied', nation: 'british', type: 'tank', strength: 4, movement: 4, setup: '0101' },
    { id: '17Bde', side: 'allied', nation: 'british', type: 'infantry', strength: 3, movement: 3, setup: '0201', option: 'brigade17' },
    { id: 'SS-TK-1', side: 'german', nation: 'ss', type: 'infantry', strength: 2, movement: 3, setup: '0202' },
  ],
  gun88: { id: '88', side: 'german', strength: 8 },
  crt: { columns: ['1:1'], rows: [] },
};

describe('arrasScene (AR-2 map as a Board scene)', () => {
  const t = arrasText();

  it('draws the town, villages, turn box, west edge, the road through centres and the river on its hexside', () => {
    const scene = arrasScene(board, {}, t);
    expect(scene.orientation).toBe('flat');
    expect(scene.cells.map((c) => [c.id, c.terrain, c.place, c.turn, c.marks])).toEqual([
      ['0101', 'clear', undefined, undefined, ['exit-west']],
      ['0102', 'clear', undefined, 1, ['exit-west']],
      ['0201', 'town', 'Arras', undefined, []],
      ['0202', 'clear', 'Agny', undefined, []],
    ]);
    expect(scene.routes).toEqual([{ id: 'Arras–Agny', kind: 'road', cells: ['0201', '0202'] }]);
    expect(scene.hexsides).toEqual([{ id: 'Scarpe:0101-0102', kind: 'river', between: ['0101', '0102'] }]);
  });

  it('sets up the units on their hexes without the optional brigade (AR-2.2, AR-3.1) and the turn marker on turn 1 (AR-3.2)', () => {
    const scene = arrasScene(board, setupPlacement(board), t);
    expect(scene.counters.map((c) => [c.key, c.at])).toEqual([
      ['turn-marker', '0102'],
      ['4RTR', '0101'],
      ['SS-TK-1', '0202'],
    ]);
    expect(scene.counters[2]).toMatchObject({ face: { kind: 'unit', tone: 'ss', symbol: 'infantry', left: '2', right: '3' }, name: 'SS-TK-1, SS infantry, strength 2, movement 3, in 0202' });
    expect(arrasScene(board, setupPlacement(board, ['brigade17']), t).counters.map((c) => c.key)).toContain('17Bde');
    expect(scene.cells.find((c) => c.id === '0202')?.name).toBe('0202, Agny: SS-TK-1');
  });

  it('shows a disrupted unit flipped and says so, and where it stands (AR-6.5)', () => {
    const scene = arrasScene(board, { units: [{ id: '4RTR', hex: '0102', disrupted: true }] }, arrasText('ko'));
    expect(scene.counters[0]).toMatchObject({ flipped: true, name: '4RTR, 영국군 전차, 전투력 4, 이동력 4, 혼란, 위치 0102' });
    expect(arrasScene(board, { units: [{ id: '4RTR', hex: '0102' }] }, arrasText('ja')).counters[0]?.name).toBe('4RTR、イギリス軍戦車、戦闘力4、移動力4、位置0102');
  });

  it('gives the map explorer what is printed on each hex', () => {
    const facts = arrasFacts(board);
    expect(facts['cell:0201']?.facts).toEqual([{ kind: 'town', name: 'Arras' }, { kind: 'road', name: 'Arras–Agny' }, { kind: 'setup', unit: '17Bde' }]);
    expect(facts['cell:0101']?.facts).toEqual([{ kind: 'clear' }, { kind: 'river', name: 'Scarpe', across: '0102' }, { kind: 'west-edge' }, { kind: 'setup', unit: '4RTR' }]);
    expect(facts['cell:0102']?.facts).toContainEqual({ kind: 'turn-box', turn: 1 });
    expect(facts['cell:0202']?.related).toEqual(['cell:0102', 'cell:0201']);
  });
});
