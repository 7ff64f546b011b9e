import { chosenPerspective, offeredPerspectives } from './perspectives';

describe('offeredPerspectives', () => {
  it('offers only the held seat while the game runs, or a spectator without one', () => {
    expect(offeredPerspectives('graf-spee', false, 'british')).toEqual(['british']);
    expect(offeredPerspectives('graf-spee', false, null)).toEqual(['spectator']);
    expect(offeredPerspectives('arras', false, 'allied')).toEqual(['allied']);
  });

  it('offers every seat, a spectator and omniscient after the end', () => {
    expect(offeredPerspectives('graf-spee', true, 'british')).toEqual(['german', 'british', 'spectator', 'omniscient']);
    expect(offeredPerspectives('arras', true, null)).toEqual(['allied', 'german', 'spectator', 'omniscient']);
  });
});

describe('chosenPerspective', () => {
  it('keeps the one asked for when offered, else omniscient after the end, else the only one', () => {
    expect(chosenPerspective(['german', 'british', 'spectator', 'omniscient'], 'british')).toBe('british');
    expect(chosenPerspective(['german', 'british', 'spectator', 'omniscient'], 'admiral')).toBe('omniscient');
    expect(chosenPerspective(['british'], 'omniscient')).toBe('british');
  });
});
