import { cryptoDice } from '@wargames/engine';
import { diceForConfig } from './dice-for-config';

describe('diceForConfig', () => {
  it('uses crypto dice without a seed', () => {
    expect(diceForConfig({ diceSeed: undefined, production: true })).toBe(cryptoDice);
  });

  it('reproduces the same rolls from the same seed', () => {
    const roll = (seed: number) => {
      const dice = diceForConfig({ diceSeed: seed, production: false });
      return Array.from({ length: 20 }, () => dice.int(6));
    };
    expect(roll(7)).toEqual(roll(7));
    expect(roll(7)).not.toEqual(roll(8));
  });

  it('never seeds production dice', () => {
    expect(() => diceForConfig({ diceSeed: 1, production: true })).toThrow(/production/);
  });
});
