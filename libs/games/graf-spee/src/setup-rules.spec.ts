import { ok } from '@wargames/engine';
import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { DEFAULT_OPTIONS } from './options';
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
    const events = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 3, indian: 6 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(events).toHaveLength(2);
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
    const a = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 1, indian: 8 }, [9, 8, 7, 6, 5, 4, 3, 2]);
    const b = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 1, indian: 8 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(a[0]).not.toEqual(b[0]);
  });

  it('GS-3.3 all nine pieces go to the boxes', () => {
    expect(refusal(germanDone, 'british', { type: 'deploy-british', atlantic: 3, indian: 3 })).toMatchObject({ code: 'ERR_BAD_BOX_SPLIT', rule: 'GS-3.3' });
  });

  it('GS-3.3 nobody sees which piece went where: box contents are counts only', () => {
    const events = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 4, indian: 5 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    for (const viewer of ['german', 'british', 'spectator']) {
      expect(grafSpee.redact(events[0] as GrafSpeeEvent, viewer)).toEqual({ type: 'british-deployed', atlantic: 4, indian: 5 });
    }
    const state = stateAfter([...germanDone, ...events]);
    expect(grafSpee.view(state, 'british').boxes).toEqual({ atlantic: { pieces: 4, drawable: 4 }, indian: { pieces: 5, drawable: 5 } });
    expect(grafSpee.view(state, 'british').boxContents).toBeNull();
  });

  it('GS-3.4 the German sets up first: only he is pending, the British has no legal command and is refused', () => {
    const fresh = grafSpee.setup(DEFAULT_OPTIONS);
    expect(fresh.score).toBe(0);
    for (let placed = 0; placed < germanDone.length; placed++) {
      const state = stateAfter(germanDone.slice(0, placed));
      expect(grafSpee.pending(state)).toEqual(['german']);
      expect(grafSpee.legal(state, 'british')).toEqual([]);
      expect(grafSpee.view(state, 'british').setup).toEqual({ germanReady: false, britishReady: false });
      for (const command of [{ type: 'deploy-british', atlantic: 9, indian: 0 }, { type: 'end-movement' }]) {
        const refused = refusal(germanDone.slice(0, placed), 'british', command, [1, 1, 1, 1, 1, 1, 1, 1]);
        expect(refused).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'GS-3.4' });
        // The refusal names nothing the German chose.
        expect(refused.message).not.toMatch(/\b[A-E][1-6]\b/);
      }
    }
  });

  it('GS-3.4 then only the British deploys; turn 1 starts when he has', () => {
    // The German's last placement does not start the game: it hands the setup to the British.
    expect(accepted(germanDone.slice(0, 3), 'german', { type: 'place-supply-ship', supplyHex: 'E1' })).toEqual([{ type: 'supply-ship-placed', supplyHex: 'E1' }]);
    const waiting = stateAfter(germanDone);
    expect([waiting.phase, grafSpee.pending(waiting)]).toEqual(['setup', ['british']]);
    expect(grafSpee.legal(waiting, 'german')).toEqual([]);
    expect(grafSpee.legal(waiting, 'british')).toHaveLength(10);
    expect(grafSpee.view(waiting, 'german').setup).toEqual({ germanReady: true, britishReady: false });
    const deployed = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 5, indian: 4 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(deployed.map((e) => e.type)).toEqual(['british-deployed', 'turn-started']);
    expect(deployed[1]).toEqual({ type: 'turn-started', turn: 1, shadowed: false });
    const state = stateAfter([...germanDone, ...deployed]);
    expect(state.score).toBe(0);
    expect([state.phase, state.turn, grafSpee.pending(state)]).toEqual(['spee-move', 1, ['german']]);
  });

  it('GS-3.4 the German learns the British split only after his own setup', () => {
    // Nothing the German is shown during his setup holds a split: the British has not chosen it yet.
    for (let placed = 0; placed < germanDone.length; placed++) {
      const view = grafSpee.view(stateAfter(germanDone.slice(0, placed)), 'german');
      expect(view.boxes).toEqual({ atlantic: { pieces: 0, drawable: 0 }, indian: { pieces: 0, drawable: 0 } });
      expect(view.setup.britishReady).toBe(false);
    }
    const deployed = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 2, indian: 7 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(grafSpee.redact(deployed[0] as GrafSpeeEvent, 'german')).toEqual({ type: 'british-deployed', atlantic: 2, indian: 7 });
  });

  it('GS-3.4 a side that has set up cannot set up again, and neither sees the other choice', () => {
    expect(refusal(germanDone, 'german', { type: 'place-spee', speeHex: 'A1' })).toMatchObject({ code: 'ERR_ALREADY_SET_UP', rule: 'GS-3.4' });
    expect(refusal(germanDone, 'german', { type: 'move-spee', path: [] })).toMatchObject({ code: 'ERR_ALREADY_SET_UP', rule: 'GS-3.4' });
    const deployed = accepted(germanDone, 'british', { type: 'deploy-british', atlantic: 5, indian: 4 }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(refusal([...germanDone, ...deployed], 'british', { type: 'deploy-british', atlantic: 5, indian: 4 })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
    for (const event of germanDone) expect(grafSpee.redact(event, 'british')).toEqual({ type: event.type });
    expect(grafSpee.view(stateAfter(germanDone), 'british')).toMatchObject({ spee: { speeHex: null }, supplyShips: null });
  });
});
