import { roundOrder } from './round-order';

describe('roundOrder', () => {
  it('starts each round with the next variant, so that each goes first equally often', () => {
    const rounds = [1, 2, 3, 4, 5, 6].map((round) => roundOrder(['A', 'B', 'C'], round));
    expect(rounds).toEqual([
      ['A', 'B', 'C'],
      ['B', 'C', 'A'],
      ['C', 'A', 'B'],
      ['A', 'B', 'C'],
      ['B', 'C', 'A'],
      ['C', 'A', 'B'],
    ]);
  });

  it('alternates two variants and keeps one or none as they are', () => {
    expect([1, 2, 3].map((round) => roundOrder(['A', 'B'], round).join(''))).toEqual(['AB', 'BA', 'AB']);
    expect(roundOrder(['A'], 7)).toEqual(['A']);
    expect(roundOrder([], 1)).toEqual([]);
  });
});
