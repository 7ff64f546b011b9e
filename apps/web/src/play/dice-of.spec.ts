import { diceOf } from './dice-of';

describe('diceOf', () => {
  it('reads both sides of a surface combat, an air attack and a single die; an event without dice has none', () => {
    expect(diceOf({ type: 'surface-combat', speeDice: [6, 2], britishDice: [3] } as never)).toEqual([6, 2, 3]);
    expect(diceOf({ type: 'air-attack', dice: [1, 4] } as never)).toEqual([1, 4]);
    expect(diceOf({ type: 'attack-resolved', die: 5 } as never)).toEqual([5]);
    expect(diceOf({ type: 'unit-moved' })).toEqual([]);
  });

  it('reads the penalty die of a Graf Spee game that ended with one (GS-8.3), and none from an ending without', () => {
    expect(diceOf({ type: 'game-ended', outcome: {}, score: 8, penaltyDie: 2, penalty: 2 } as never)).toEqual([2]);
    expect(diceOf({ type: 'game-ended', outcome: {}, score: 21, penaltyDie: null, penalty: 0 } as never)).toEqual([]);
    expect(diceOf({ type: 'game-ended', reason: 'exit-west', winner: 'german', rule: 'AR-4.1' } as never)).toEqual([]);
  });
});
