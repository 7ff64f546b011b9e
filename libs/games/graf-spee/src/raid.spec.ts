import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { accepted, nextTurn, refusal, setUp, speeMoved, stateAfter } from './spec-helpers';

/** The raid step of turn 1 with the Spee on `hex` (moved there from `from`), not found. */
function raidStep(from: string, path: string[], extra: GrafSpeeEvent[] = []): GrafSpeeEvent[] {
  return [
    ...setUp({ speeHex: from }),
    ...extra,
    speeMoved(extra.length > 0 ? 2 : 1, from, path),
    { type: 'movement-ended', turn: 1 },
    { type: 'spee-not-found', by: 'surface' },
    { type: 'air-search-ended', turn: 1 },
  ];
}

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

  it('GS-7.3 on a transport icon whose sure points were not taken: +2 and the icon is spent', () => {
    const events = accepted(raidStep('B3', ['C2']), 'german', { type: 'raid' });
    expect(events[0]).toEqual({ type: 'raided', speeHex: 'C2', icon: true, die: null, points: 2, score: 2 });
    const state = stateAfter([...raidStep('B3', ['C2']), ...events]);
    expect(state.spentIcons).toEqual(['C2']);
    expect(grafSpee.view(state, 'british').transportIcons).toContainEqual({ at: 'C2', spent: true });
  });

  it('GS-7.3 Ruling: each icon gives its sure points once; afterwards a die decides (1–3: 0, 4–6: +2)', () => {
    const spent = [
      ...setUp(),
      speeMoved(1, 'B3', ['C2']),
      { type: 'raided', speeHex: 'C2', icon: true, die: null, points: 2, score: 2 } as GrafSpeeEvent,
      ...nextTurn(1),
      speeMoved(2, 'C2', []),
      { type: 'movement-ended', turn: 2 } as GrafSpeeEvent,
      { type: 'spee-not-found', by: 'surface' } as GrafSpeeEvent,
      { type: 'air-search-ended', turn: 2 } as GrafSpeeEvent,
    ];
    expect(accepted(spent, 'german', { type: 'raid' }, [3])[0]).toEqual({ type: 'raided', speeHex: 'C2', icon: false, die: 3, points: 0, score: 2 });
    expect(accepted(spent, 'german', { type: 'raid' }, [6])[0]).toMatchObject({ icon: false, die: 6, points: 2, score: 4 });
    const other = accepted(raidStep('B3', ['B4', 'B5']), 'german', { type: 'raid' });
    expect(other[0]).toMatchObject({ speeHex: 'B5', icon: true, points: 2 });
  });

  it('GS-7.3 / GS-8.1 a raid that brings the German to 21 points wins at once', () => {
    const at19 = raidStep('B3', ['C3'], [speeMoved(1, 'B3', []), { type: 'raided', speeHex: 'B3', icon: false, die: 6, points: 19, score: 19 }, ...nextTurn(1)]);
    const events = accepted(at19, 'german', { type: 'raid' }, [5]);
    expect(events.map((e) => e.type)).toEqual(['raided', 'game-ended']);
    expect(events[1]).toMatchObject({ score: 21, outcome: { winner: 'german', reason: 'german-21-points', rule: 'GS-8.1' } });
  });
});
