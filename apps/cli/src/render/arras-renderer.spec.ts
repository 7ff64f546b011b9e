import { arrasMap, describeArrasEvent } from './arras-renderer';

describe('the Arras terminal', () => {
  it('AR-2: draws the odd-q flat-top map with CCRR labels and the unit on each hex', () => {
    const board = {
      columns: 2,
      rows: 2,
      hexes: [
        { id: '0101', column: 1, row: 1 },
        { id: '0201', column: 2, row: 1, village: 'Dainville' },
        { id: '0102', column: 1, row: 2, arras: true },
        { id: '0202', column: 2, row: 2 },
      ],
      counters: [{ id: '4RTR', side: 'allied' }, { id: '7Kr', side: 'german' }],
    };
    const view = { turnMarkerHex: '0202', units: { '4RTR': { hex: '0101', status: 'map', disrupted: true }, '7Kr': { hex: '0102', status: 'map', disrupted: false } } };
    expect(arrasMap(view, board)).toEqual(['0101', '[4RTR]~', '          0201v', '            .', '0102A', '<7Kr>', '          0202T', '            .']);
  });

  it('tells events in words', () => {
    expect(describeArrasEvent({ type: 'unit-moved', unit: '4RTR', from: '0403', path: ['0503', '0603'], cost: 2 })).toBe('4RTR moved from 0403 through 0503, 0603 (2 MP).');
    expect(describeArrasEvent({ type: 'combat-step', step: { kind: 'loss', from: 'attack', candidates: ['4RTR', '7RTR'] } })).toBe('The attacker must eliminate one of: 4RTR, 7RTR.');
    expect(describeArrasEvent({ type: 'phase-started', side: 'german', phase: 'combat', turn: 3 })).toBe('The German player starts the combat phase.');
    expect(describeArrasEvent({ type: 'resigned', role: 'allied' })).toBe('The Allied player resigned: the game is over.');
    expect(describeArrasEvent({ type: 'aborted', role: 'german' })).toBe('The German player called the game off before an opponent came: no result.');
    expect(describeArrasEvent({ type: 'victory-claimed', role: 'allied' })).toBe('The Allied player claimed the win: the other side had stopped playing.');
  });
});
