import type { GrafSpeeBoard } from '@/board-data/graf-spee';
import { grafSpeeText } from '../../test/translators';
import { grafSpeeFacts } from './graf-spee-facts';
import { grafSpeeScene } from './graf-spee-scene';

// A corner of the map (GS-2): two rows, a land hex, both boxes. The shape is the API's board data.
const sea = (id: string, row: number, col: number, q: number, r: number, extra: Partial<GrafSpeeBoard['hexes'][number]> = {}) => ({
  id, label: id, row, col, q, r, s: -q - r, neighbours: [], transportIcon: false, noRaid: col === 0, boxes: [], ...extra,
});
const board: GrafSpeeBoard = {
  game: 'graf-spee',
  grid: { layout: 'odd-r', cols: 2, rows: 2, orientation: 'pointy-top' },
  hexes: [
    sea('A1', 0, 0, 0, 0, { neighbours: ['B1'], boxes: ['atlantic'] }),
    sea('B1', 1, 0, 0, 1, { neighbours: ['A1', 'B2'] }),
    sea('B2', 1, 1, 1, 1, { transportIcon: true, neighbours: ['B1'], boxes: ['indian'] }),
  ],
  land: [{ id: 'A2', label: 'A2', row: 0, col: 1 }],
  boxes: [
    { id: 'atlantic', label: 'Atlantic', borders: ['A1'] },
    { id: 'indian', label: 'Indian Ocean', borders: ['B2'] },
  ],
  transportIcons: ['B2'],
  speeStartHexes: ['A1'],
  scuttleHex: 'B1',
  noRaidColumn: 1,
  pieces: [
    { kind: 'BB', label: 'Battleship', strength: 9, count: 1, moves: 1, sinkPoints: 9 },
    { kind: 'CA', label: 'Cruiser', strength: 2, count: 4, moves: 2, sinkPoints: 2 },
  ],
  spee: { strength: 3, moves: 2, damagedMoves: 1, refuelBonus: 1 },
};

describe('grafSpeeScene (GS-2 map as a Board scene)', () => {
  const t = grafSpeeText();

  it('draws every sea hex with its printed marks and the land hex at its odd-r place', () => {
    const scene = grafSpeeScene(board, {}, t);
    expect(scene.orientation).toBe('pointy');
    expect(scene.cells.map((c) => [c.id, c.terrain, c.marks ?? []])).toEqual([
      ['A1', 'sea', ['no-raid']],
      ['B1', 'sea', ['no-raid']],
      ['B2', 'sea', ['transport']],
      ['A2', 'land', []],
    ]);
    expect(scene.cells.find((c) => c.id === 'A2')?.hex).toEqual({ q: 1, r: 0, s: -1 });
    expect(scene.cells.find((c) => c.id === 'B2')?.name).toBe('B2, transport icon');
  });

  it('puts the Atlantic box north of row A and the Indian Ocean box east, translated, with counts when known', () => {
    const scene = grafSpeeScene(board, { boxCounts: { atlantic: 5, indian: 0 } }, grafSpeeText('ko'));
    expect(scene.boxes.map((b) => [b.id, b.side, b.label, b.detail])).toEqual([
      ['atlantic', 'north', '대서양', '5개'],
      ['indian', 'east', '인도양', '비어 있음'],
    ]);
  });

  it('shows face-down British pieces alike and revealed ones by kind (GS-5.1, GS-5.7)', () => {
    const scene = grafSpeeScene(
      board,
      { british: [{ key: 'x1', hex: 'A1' }, { key: 'x2', hex: 'B1' }, { key: 'x3', hex: 'B1', kind: 'CA', damaged: true }] },
      t,
    );
    const [first, second, revealed] = scene.counters;
    expect(first?.face).toEqual(second?.face);
    // Alike but for where they stand, which the board shows anyway (GS-9).
    expect([first?.name, second?.name]).toEqual(['British piece, face down, in A1', 'British piece, face down, in B1']);
    expect(revealed?.face).toMatchObject({ kind: 'unit', title: 'CA', left: '2', right: '2' });
    expect(revealed?.name).toBe('British cruiser, damaged, in B1');
    expect(scene.cells.find((c) => c.id === 'B1')?.name).toBe('B1, no raiding, 2 pieces');
  });

  it('shows the Spee with fewer moves when damaged (GS-4.4), supply ships and the last known position', () => {
    const scene = grafSpeeScene(
      board,
      { spee: { at: 'B2', damaged: true }, supplyShips: [{ key: '1', hex: 'A1', used: true }], lastKnownSpee: { hex: 'B1' } },
      t,
    );
    expect(scene.counters.map((c) => [c.at, c.name])).toEqual([
      ['B1', 'Last known position of the Spee, in B1'],
      ['A1', 'Supply ship, used, in A1'],
      ['B2', 'Admiral Graf Spee, damaged, in B2'],
    ]);
    expect(scene.counters[2]?.face).toMatchObject({ left: '3', right: '1' });
    // A hex's count is of the pieces in it: where the Spee was last seen is no piece.
    expect(scene.cells.find((c) => c.id === 'B1')?.name).toBe('B1, no raiding');
    expect(scene.cells.find((c) => c.id === 'B2')?.name).toBe('B2, transport icon, 1 piece');
  });

  it('names a counter in a box by its box, in every language (GS-4.5)', () => {
    const inBox = { spee: { at: 'atlantic', damaged: false } };
    expect(grafSpeeScene(board, inBox, t).counters[0]?.name).toBe('Admiral Graf Spee, in the Atlantic box');
    expect(grafSpeeScene(board, inBox, grafSpeeText('ko')).counters[0]?.name).toBe('아트미랄 그라프 슈페, 위치 대서양 박스');
    expect(grafSpeeScene(board, inBox, grafSpeeText('ja')).counters[0]?.name).toBe('アドミラル・グラーフ・シュペー、位置大西洋ボックス');
  });

  it('gives the map explorer the facts printed on each hex and box', () => {
    const facts = grafSpeeFacts(board, t);
    expect(facts['cell:A1']?.facts).toEqual([{ kind: 'sea' }, { kind: 'no-raid' }, { kind: 'spee-start' }, { kind: 'borders-box', box: 'Atlantic' }]);
    expect(facts['cell:B1']?.facts).toContainEqual({ kind: 'scuttle' });
    expect(facts['cell:A1']?.related).toEqual(['cell:B1', 'box:atlantic']);
    expect(facts['box:indian']).toMatchObject({ title: 'Indian Ocean', related: ['cell:B2'] });
    expect(facts['cell:A2']?.facts).toEqual([{ kind: 'land' }]);
  });
});
