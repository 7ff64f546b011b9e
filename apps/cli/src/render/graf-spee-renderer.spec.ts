import { describeGrafSpeeEvent, grafSpeeMap } from './graf-spee-renderer';

const board = {
  grid: { cols: 6, rows: 5 },
  hexes: [
    { id: 'A1', row: 0, col: 0 },
    { id: 'A2', row: 0, col: 1 },
    { id: 'B1', row: 1, col: 0 },
    { id: 'B2', row: 1, col: 1 },
  ],
  land: [{ id: 'A3', row: 0, col: 2 }],
};

describe('the Graf Spee terminal', () => {
  it('GS-2: draws the odd-r map with what the view shows on each hex', () => {
    const view = {
      spee: { speeHex: 'B2', lastKnown: { speeHex: 'A1', turn: 1, reason: 'raid' } },
      supplyShips: [{ supplyHex: 'A2', used: false }, { supplyHex: 'B1', used: true }],
      transportIcons: [{ at: 'A2', spent: false }],
      pieces: [{ token: 't1', at: 'B1', kind: 'CA' }, { token: 't2', at: 'B1', kind: null }, { token: 't3', at: 'B2', kind: 'BB' }],
    };
    expect(grafSpeeMap(view, board)).toEqual(['A1[!   ]  A2[s$  ]  A3[land]', '', '     B1[C?  ]  B2[SB  ]']);
  });

  it('GS-9: a redacted event is told without what was left out', () => {
    expect(describeGrafSpeeEvent({ type: 'spee-moved', turn: 2 })).toBe('The Spee moved in secret.');
    expect(describeGrafSpeeEvent({ type: 'spee-moved', turn: 2, speeFrom: 'B3', path: ['C3', 'D3'], refuelledAt: null })).toBe('The Spee moved from B3 through C3, D3.');
    expect(describeGrafSpeeEvent({ type: 'spee-placed' })).toBe('The German placed the Spee in secret.');
    expect(describeGrafSpeeEvent({ type: 'piece-drawn', box: 'atlantic', token: 't4' })).toBe('The British drew t4 from the Atlantic box.');
    expect(describeGrafSpeeEvent({ type: 'piece-drawn', box: 'atlantic', token: 't4', kind: 'CV' })).toBe('The British drew t4, a carrier, from the Atlantic box.');
    expect(describeGrafSpeeEvent({ type: 'air-searched', searched: 'C2', found: false })).toBe('An air search of C2: nothing found.');
    expect(describeGrafSpeeEvent({ type: 'spee-found', by: 'surface', speeHex: 'C2', revealed: [{ token: 't1' }] })).toBe('The Spee was found by surface search at C2; revealed: t1.');
    expect(describeGrafSpeeEvent({ type: 'target-required' })).toBe("The German must choose the Spee's target.");
  });

  it('tells a resignation, which ends the game', () => {
    expect(describeGrafSpeeEvent({ type: 'resigned', role: 'british' })).toBe('The British player resigned: the game is over.');
    expect(describeGrafSpeeEvent({ type: 'aborted', role: 'british' })).toBe('The British player called the game off before an opponent came: no result.');
    expect(describeGrafSpeeEvent({ type: 'victory-claimed', role: 'german' })).toBe('The German player claimed the win: the other side had stopped playing.');
  });

  it('tells an event it does not know by its type in words, never as JSON', () => {
    expect(describeGrafSpeeEvent({ type: 'fog-lifted', secret: 'B3' })).toBe('fog lifted.');
  });
});
