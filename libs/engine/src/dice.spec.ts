import fc from 'fast-check';
import { cryptoDice, drawOne, rollD6, rollD6s, scriptedDice, seededDice, shuffled } from './dice';

describe('dice sources', () => {
  it('crypto dice stay in range and reach every face', () => {
    const faces = new Set(Array.from({ length: 600 }, () => rollD6(cryptoDice)));
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('crypto dice draw from the platform generator in blocks, and stay uniform across the blocks', () => {
    const draw = jest.spyOn(globalThis.crypto, 'getRandomValues');
    try {
      const counts = [0, 0, 0, 0, 0, 0];
      for (let roll = 0; roll < 6000; roll++) {
        const face = cryptoDice.int(6);
        counts[face] = (counts[face] ?? 0) + 1;
      }
      // 6,000 dice of 256-word blocks: 24 draws (one more if a block was partly used before), not 6,000.
      expect(draw.mock.calls.length).toBeGreaterThanOrEqual(23);
      expect(draw.mock.calls.length).toBeLessThanOrEqual(25);
      // Each face 1,000 times expected; ±200 is beyond 6 standard deviations (σ ≈ 29).
      for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(200);
    } finally {
      draw.mockRestore();
    }
  });

  it('seeded dice are reproducible and in range for any bound', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, bound) => {
        const a = seededDice(seed);
        const b = seededDice(seed);
        for (let i = 0; i < 20; i++) {
          const value = a.int(bound);
          expect(value).toBe(b.int(bound));
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(bound);
        }
      }),
    );
  });

  it('seeded d6 is roughly uniform', () => {
    const dice = seededDice(42);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = rollD6(dice);
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });

  it('scripted dice give the listed faces, then refuse to invent more', () => {
    const dice = scriptedDice([6, 1, 3]);
    expect(rollD6s(dice, 2)).toEqual([6, 1]);
    expect(dice.remaining()).toBe(1);
    expect(drawOne(dice, ['a', 'b', 'c'])).toBe('c');
    expect(() => rollD6(dice)).toThrow(/ran out/);
    expect(() => scriptedDice([7]).int(6)).toThrow(/outside 1..6/);
  });

  it('refuses nonsense bounds', () => {
    expect(() => cryptoDice.int(0)).toThrow(RangeError);
    expect(() => seededDice(1).int(1.5)).toThrow(RangeError);
    expect(() => drawOne(cryptoDice, [])).toThrow(RangeError);
  });

  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 30 }), (seed, items) => {
        expect(shuffled(seededDice(seed), items).sort()).toEqual([...items].sort());
      }),
    );
  });
});
