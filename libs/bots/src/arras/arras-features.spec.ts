import { given } from '@wargames/engine/testing';
import { arras, type ArrasState } from '@wargames/arras';
import { scenario } from '@wargames/arras/test-scenario';
import { arrasFeatures } from './arras-features';
import { fittedGermanChance } from './fitted-evaluation';

const stateOf = (units: Record<string, string>, turn = 3): ArrasState =>
  given(arras, { brigade17: false }, scenario({ units, side: 'german', phase: 'combat', done: ['movement'], turn })).state as ArrasState;

describe('the Arras search’s features', () => {
  it('AR-8.6 with AR-8.2: a German unit next to Allied units risks their attack’s retreats, each hex a box', () => {
    // 4 against 2 is 2:1, shifted to 3:1 (AR-8.2): D1, D1, D2, Ex, De, De → 1 + 1 + 2 + 3 + 3 + 3 boxes over six faces.
    const features = arrasFeatures(stateOf({ '6SR': '0505', '4RTR': '0504', '25Pz-I': '0908' }));
    expect(features.panic).toBeCloseTo(13 / 6);
    expect(features.trapped).toBe(0);
  });

  it('AR-8.5 with AR-8.6: a unit that cannot retreat loses itself on any D result, three boxes each', () => {
    // 1008 touches only 1007 (the tank) and 0908 (in the tank's ZOC): no retreat path at all.
    const features = arrasFeatures(stateOf({ '6SR': '1008', '4RTR': '1007', '25Pz-I': '0102' }));
    expect(features.panic).toBeCloseTo(3);
    expect(features.trapped).toBe(1);
    expect(features.exitOpen).toBe(1);
  });

  it('counts German movement phases left on the turn marker (AR-4.2, AR-5.1)', () => {
    expect(arrasFeatures(stateOf({ '6SR': '0505', '4RTR': '0101' }, 3)).movesLeft).toBe(5);
    expect(arrasFeatures(stateOf({ '6SR': '0505', '4RTR': '0101' }, 8)).movesLeft).toBe(0);
  });

  it('the fitted evaluation prefers a German unit that can retreat to one trapped next to the enemy (AR-8.5, AR-8.6)', () => {
    const free = fittedGermanChance(stateOf({ '6SR': '0505', '4RTR': '0504', '25Pz-I': '0908' }));
    const trapped = fittedGermanChance(stateOf({ '6SR': '1008', '4RTR': '1007', '25Pz-I': '0908' }));
    expect(trapped).toBeLessThan(free);
  });
});
