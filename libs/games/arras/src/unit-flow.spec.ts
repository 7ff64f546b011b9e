import { everySourceGetsOne, everySourceReachesASink } from './unit-flow';

describe('everySourceReachesASink (the AR-7.2 stacking ruling\'s matching)', () => {
  it('everySourceGetsOne: a choice of its own for every source, rerouting earlier choices', () => {
    expect(everySourceGetsOne([[1, 2], [1]])).toBe(true);
    expect(everySourceGetsOne([[1], [1]])).toBe(false);
    expect(everySourceGetsOne([[1, 2], []])).toBe(false);
    expect(everySourceGetsOne([])).toBe(true);
  });

  it('gives every source a sink of its own when there are enough', () => {
    expect(everySourceReachesASink([[[1], [2]], [[1]]])).toBe(true);
    expect(everySourceReachesASink([])).toBe(true);
  });

  it('fails when two sources need the one sink, or a source has no way', () => {
    expect(everySourceReachesASink([[[1]], [[1]]])).toBe(false);
    expect(everySourceReachesASink([[[1], [2]], []])).toBe(false);
    expect(everySourceReachesASink([[[1], [2]], [[1], [2]], [[2], [1]]])).toBe(false);
  });

  it('reroutes earlier choices (augmenting paths), through relays too', () => {
    // source 0 could take 1 or 2; source 1 only 1: 0 must give way
    expect(everySourceReachesASink([[[1], [2]], [[1]]])).toBe(true);
    // relay 100 leads on to 1 or 2; source 0 may use it to reach 2 while source 1 takes 1
    expect(everySourceReachesASink([[[1], [100, 1], [100, 2]], [[1]]])).toBe(true);
    // one relay cannot serve two sources
    expect(everySourceReachesASink([[[100, 1], [100, 2]], [[100, 1], [100, 2]]])).toBe(false);
    // a relay's sink counts once: the relay going on to 1 and a direct 1 exclude each other
    expect(everySourceReachesASink([[[100, 1]], [[1]]])).toBe(false);
  });
});
