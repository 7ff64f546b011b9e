import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { accepted, nextTurn, raidStep, refusal, setUp, speeMoved, stateAfter } from './spec-helpers';

/**
 * Turn 2's raid step after a raid took the sure points on the C2 icon on turn 1 (the Spee came from B2). On turn 2 the
 * Spee stays on C2, or goes on to the A3 icon.
 */
function afterSurePointsOnC2(turnTwoPath: readonly string[]): GrafSpeeEvent[] {
  return [
    ...setUp({ speeHex: 'B2' }),
    speeMoved(1, 'B2', ['C2']),
    { type: 'movement-ended', turn: 1 },
    { type: 'spee-not-found', by: 'surface' },
    { type: 'air-search-ended', turn: 1 },
    { type: 'raided', speeHex: 'C2', icon: true, die: null, points: 2, score: 2 },
    ...nextTurn(1),
    speeMoved(2, 'C2', turnTwoPath),
    { type: 'movement-ended', turn: 2 },
    { type: 'spee-not-found', by: 'surface' },
    { type: 'air-search-ended', turn: 2 },
  ];
}
const onA3 = afterSurePointsOnC2(['B2', 'A3']);
const stillOnC2 = afterSurePointsOnC2([]);

describe('GS-7 commerce raiding', () => {
  it('GS-7.1 an unfound Spee may raid; raiding reveals her hex', () => {
    const events = accepted(raidStep('B3', ['C3']), 'german', { type: 'raid' }, [4]);
    expect(events[0]).toEqual({ type: 'raided', speeHex: 'C3', icon: false, die: 4, points: 2, score: 2 });
    expect(grafSpee.redact(events[0] as GrafSpeeEvent, 'british')).toEqual(events[0]);
    const state = stateAfter([...raidStep('B3', ['C3']), ...events]);
    expect(grafSpee.view(state, 'british').spee.lastKnown).toEqual({ speeHex: 'C3', turn: 1, reason: 'raid' });
    expect(grafSpee.view(state, 'spectator').score).toBe(2);
  });

  it('GS-7.1 raiding is optional (clarification 4): not raiding keeps her hex secret', () => {
    const events = accepted(raidStep('B3', ['C3']), 'german', { type: 'decline-raid' });
    expect(events).toEqual([
      { type: 'raid-declined', turn: 1 },
      { type: 'turn-ended', turn: 1 },
      { type: 'turn-started', turn: 2, shadowed: false },
    ]);
    expect(JSON.stringify(events.map((e) => grafSpee.redact(e, 'british')))).not.toContain('C3');
  });

  it('GS-7.1 a found Spee may not raid: the raid step never comes', () => {
    expect(refusal([...setUp(), speeMoved(1, 'B3', [])], 'german', { type: 'raid' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
    const found = [...setUp(), speeMoved(1, 'B3', []), { type: 'spee-found', by: 'surface', speeHex: 'B3', revealed: [] } as GrafSpeeEvent, ...nextTurn(1)];
    expect(refusal(found, 'german', { type: 'raid' })).toMatchObject({ code: 'ERR_WRONG_STEP', rule: 'GS-7.1' });
  });

  it('GS-7.2 no raiding in a hex whose number ends in 1; declining is still possible', () => {
    const onB1 = raidStep('B2', ['B1']);
    expect(refusal(onB1, 'german', { type: 'raid' })).toMatchObject({ code: 'ERR_NO_RAID_HERE', rule: 'GS-7.2' });
    expect(grafSpee.legal(stateAfter(onB1), 'german')).toEqual([{ type: 'decline-raid' }]);
    expect(grafSpee.pending(stateAfter(onB1))).toEqual(['german']);
  });

  it('GS-7.3 on a transport icon while the sure points are still to be had: +2, and they are spent', () => {
    const events = accepted(raidStep('B3', ['C2']), 'german', { type: 'raid' });
    expect(events[0]).toEqual({ type: 'raided', speeHex: 'C2', icon: true, die: null, points: 2, score: 2 });
    const state = stateAfter([...raidStep('B3', ['C2']), ...events]);
    expect(state.surePointsTakenAt).toEqual(['C2']);
    expect(grafSpee.view(state, 'british').transportIcons).toContainEqual({ at: 'C2', spent: true });
  });

  it('GS-7.3 sure points once in the whole game (default): afterwards every raid, icon or not, rolls (1–3: 0, 4–6: +2)', () => {
    const fresh = grafSpee.view(stateAfter(setUp()), 'german').transportIcons;
    expect(fresh.map((icon) => icon.spent)).toEqual([false, false, false, false]);
    // Another icon rolls too: the sure points are gone for the whole game.
    expect(accepted(onA3, 'german', { type: 'raid' }, [3])[0]).toEqual({ type: 'raided', speeHex: 'A3', icon: false, die: 3, points: 0, score: 2 });
    expect(accepted(onA3, 'german', { type: 'raid' }, [4])[0]).toEqual({ type: 'raided', speeHex: 'A3', icon: false, die: 4, points: 2, score: 4 });
    expect(accepted(stillOnC2, 'german', { type: 'raid' }, [6])[0]).toEqual({ type: 'raided', speeHex: 'C2', icon: false, die: 6, points: 2, score: 4 });
    // The view says so: every icon is spent once any raid took the sure points.
    expect(grafSpee.view(stateAfter(onA3), 'spectator').transportIcons).toEqual([
      { at: 'A3', spent: true },
      { at: 'B5', spent: true },
      { at: 'C2', spent: true },
      { at: 'D4', spent: true },
    ]);
  });

  it('GS-7.3 variant surePointsPerIcon: each icon gives its sure points once; afterwards a die decides there', () => {
    const perIcon = { surePointsPerIcon: true };
    expect(accepted(onA3, 'german', { type: 'raid' }, [], perIcon)[0]).toEqual({ type: 'raided', speeHex: 'A3', icon: true, die: null, points: 2, score: 4 });
    expect(accepted(stillOnC2, 'german', { type: 'raid' }, [3], perIcon)[0]).toEqual({ type: 'raided', speeHex: 'C2', icon: false, die: 3, points: 0, score: 2 });
    expect(accepted(stillOnC2, 'german', { type: 'raid' }, [6], perIcon)[0]).toMatchObject({ icon: false, die: 6, points: 2, score: 4 });
    expect(grafSpee.view(stateAfter(onA3, perIcon), 'british').transportIcons).toEqual([
      { at: 'A3', spent: false },
      { at: 'B5', spent: false },
      { at: 'C2', spent: true },
      { at: 'D4', spent: false },
    ]);
  });

  it('GS-7.3 a raid off the icons always rolls, whatever the option', () => {
    for (const options of [{ surePointsPerIcon: false }, { surePointsPerIcon: true }]) {
      expect(accepted(raidStep('B3', ['C3']), 'german', { type: 'raid' }, [2], options)[0]).toEqual({ type: 'raided', speeHex: 'C3', icon: false, die: 2, points: 0, score: 0 });
    }
  });

  it('GS-7.3 / GS-8.1 a raid that brings the German to 21 points wins at once', () => {
    const at19 = raidStep('B3', ['C3'], [speeMoved(1, 'B3', []), { type: 'raided', speeHex: 'B3', icon: false, die: 6, points: 19, score: 19 }, ...nextTurn(1)]);
    const events = accepted(at19, 'german', { type: 'raid' }, [5]);
    expect(events.map((e) => e.type)).toEqual(['raided', 'game-ended']);
    expect(events[1]).toMatchObject({ score: 21, outcome: { winner: 'german', reason: 'german-21-points', rule: 'GS-8.1' } });
  });
});
