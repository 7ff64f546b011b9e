import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { setUp, stateAfter } from './spec-helpers';

describe('evolve', () => {
  it('folds events into plain JSON state without touching the previous state', () => {
    const before = stateAfter(setUp());
    const snapshot = JSON.stringify(before);
    const after = grafSpee.evolve(before, { type: 'spee-moved', turn: 1, speeFrom: 'B3', path: ['B4'], refuelledAt: null });
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(after.speeHex).toBe('B4');
    expect(after.speeTrail).toEqual(['B3', 'B4']);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });

  it('never throws: an unknown event type changes nothing', () => {
    const state = stateAfter(setUp());
    expect(grafSpee.evolve(state, { type: 'from-the-future' } as unknown as GrafSpeeEvent)).toBe(state);
  });
});
