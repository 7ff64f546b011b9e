import { ok } from '@wargames/engine';
import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { accepted, counts, givenEvents, refusal, stateAfter } from './spec-helpers';

const germanDone: GrafSpeeEvent[] = [
  { type: 'spee-placed', speeHex: 'A4' },
  { type: 'supply-ship-placed', supplyHex: 'C3' },
  { type: 'supply-ship-placed', supplyHex: 'D5' },
  { type: 'supply-ship-placed', supplyHex: 'E1' },
];

describe('GS-3 setup', () => {
  it('GS-3.1 the Spee starts on A1–A5 or B1–B5, secretly', () => {
    expect(givenEvents([]).when('german', { type: 'place-spee', speeHex: 'B5' })).toEqual(ok([{ type: 'spee-placed', speeHex: 'B5' }]));
    expect(refusal([], 'german', { type: 'place-spee', speeHex: 'C3' })).toMatchObject({ code: 'ERR_BAD_START_HEX', rule: 'GS-3.1' });
    expect(refusal([], 'german', { type: 'place-spee', speeHex: 'A6' })).toMatchObject({ code: 'ERR_BAD_START_HEX', rule: 'GS-3.1' });
  });

  it('GS-3.1 the Spee is placed once', () => {
    expect(refusal([{ type: 'spee-placed', speeHex: 'B5' }], 'german', { type: 'place-spee', speeHex: 'A1' })).toMatchObject({
      code: 'ERR_SPEE_ALREADY_PLACED',
      rule: 'GS-3.1',
    });
  });

  it('GS-3.2 three supply ships, each on a distinct sea hex', () => {
    expect(accepted([], 'german', { type: 'place-supply-ship', supplyHex: 'E6' })).toEqual([{ type: 'supply-ship-placed', supplyHex: 'E6' }]);
    const one: GrafSpeeEvent[] = [{ type: 'supply-ship-placed', supplyHex: 'E6' }];
    expect(refusal(one, 'german', { type: 'place-supply-ship', supplyHex: 'E6' })).toMatchObject({ code: 'ERR_SUPPLY_SHIP_HEX_TAKEN', rule: 'GS-3.2' });
    expect(refusal(one, 'german', { type: 'place-supply-ship', supplyHex: 'A6' })).toMatchObject({ code: 'ERR_NOT_A_SEA_HEX', rule: 'GS-2' });
    expect(refusal(germanDone.slice(1), 'german', { type: 'place-supply-ship', supplyHex: 'E6' })).toMatchObject({
      code: 'ERR_ALL_SUPPLY_SHIPS_PLACED',
      rule: 'GS-3.2',
    });
  });

  it('GS-3.3 the British chooses only the counts per box; the deal is random and recorded', () => {
    // shuffled() over the fleet [BB, CV, CV, CA, CA, CA, CA, dummy, dummy] draws 8 times (Fisher–Yates).
    const events = accepted([], 'british', { type: 'deploy-british', atlantic: 3, indian: 6 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(events).toHaveLength(1);
    const deployed = events[0] as Extract<GrafSpeeEvent, { type: 'british-deployed' }>;
    expect(deployed).toMatchObject({ type: 'british-deployed', atlantic: 3, indian: 6 });
    const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    expect(total(deployed.assignment.atlantic)).toBe(3);
    expect(total(deployed.assignment.indian)).toBe(6);
    // Every draw picks index 0: the deal is CV CV CA | CA CA CA dummy dummy BB.
    expect(deployed.assignment).toEqual({ atlantic: counts({ CV: 2, CA: 1 }), indian: counts({ BB: 1, CA: 3, dummy: 2 }) });
    const all = ['BB', 'CV', 'CA', 'dummy'].map((k) => deployed.assignment.atlantic[k as 'BB'] + deployed.assignment.indian[k as 'BB']);
    expect(all).toEqual([1, 2, 4, 2]);
  });

  it('GS-3.3 the deal follows the dice: different dice, different boxes', () => {
    const a = accepted([], 'british', { type: 'deploy-british', atlantic: 1, indian: 8 }, [9, 8, 7, 6, 5, 4, 3, 2]);
    const b = accepted([], 'british', { type: 'deploy-british', atlantic: 1, indian: 8 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(a[0]).not.toEqual(b[0]);
  });

  it('GS-3.3 all nine pieces go to the boxes', () => {
    expect(refusal([], 'british', { type: 'deploy-british', atlantic: 3, indian: 3 })).toMatchObject({ code: 'ERR_BAD_BOX_SPLIT', rule: 'GS-3.3' });
  });

  it('GS-3.3 nobody sees which piece went where: box contents are counts only', () => {
    const events = accepted([], 'british', { type: 'deploy-british', atlantic: 4, indian: 5 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    for (const viewer of ['german', 'british', 'spectator']) {
      expect(grafSpee.redact(events[0] as GrafSpeeEvent, viewer)).toEqual({ type: 'british-deployed', atlantic: 4, indian: 5 });
    }
    const state = stateAfter(events);
    expect(grafSpee.view(state, 'british').boxes).toEqual({ atlantic: { pieces: 4, drawable: 4 }, indian: { pieces: 5, drawable: 5 } });
    expect(grafSpee.view(state, 'british').boxContents).toBeNull();
  });

  it('GS-3.4 both sides set up at once, in any order; turn 1 starts when both are done', () => {
    expect(grafSpee.pending(grafSpee.setup({}))).toEqual(['german', 'british']);
    const britishFirst = accepted([], 'british', { type: 'deploy-british', atlantic: 9, indian: 0 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(grafSpee.pending(stateAfter(britishFirst))).toEqual(['german']);
    const last = accepted([...britishFirst, ...germanDone.slice(0, 3)], 'german', { type: 'place-supply-ship', supplyHex: 'E1' });
    expect(last).toEqual([
      { type: 'supply-ship-placed', supplyHex: 'E1' },
      { type: 'turn-started', turn: 1, shadowed: false },
    ]);
    const britishLast = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 5, indian: 4 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(britishLast[1]).toEqual({ type: 'turn-started', turn: 1, shadowed: false });
    const state = stateAfter([...germanDone, ...britishLast]);
    expect(state.score).toBe(0);
    expect(grafSpee.pending(state)).toEqual(['german']);
  });

  it('GS-3.4 a side that has set up cannot set up again, and neither sees the other choice', () => {
    expect(refusal(germanDone, 'german', { type: 'place-spee', speeHex: 'A1' })).toMatchObject({ code: 'ERR_ALREADY_SET_UP', rule: 'GS-3.4' });
    for (const event of germanDone) expect(grafSpee.redact(event, 'british')).toEqual({ type: event.type });
    expect(grafSpee.view(stateAfter(germanDone), 'british')).toMatchObject({ spee: { speeHex: null }, supplyShips: null });
  });
});
