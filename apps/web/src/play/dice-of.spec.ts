import { diceOf } from './dice-of';

describe('diceOf', () => {
  it('reads both sides of a surface combat, an air attack and a single die; an event without dice has none', () => {
    expect(diceOf({ type: 'surface-combat', speeDice: [6, 2], britishDice: [3] } as never)).toEqual([6, 2, 3]);
    expect(diceOf({ type: 'air-attack', dice: [1, 4] } as never)).toEqual([1, 4]);
    expect(diceOf({ type: 'attack-resolved', die: 5 } as never)).toEqual([5]);
    expect(diceOf({ type: 'unit-moved' })).toEqual([]);
  });
});
