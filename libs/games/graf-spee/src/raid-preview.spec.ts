import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { preview } from './raid-preview';
import { accepted, nextTurn, raidStep, speeMoved, stateAfter } from './spec-helpers';

describe('the raid previewed before the German sends it (GS-7.1 – GS-7.3, GS-8.1)', () => {
  it('GS-7.3 off the icons: a die, 1–3 scoring nothing and 4–6 two points, as the raid then rolls', () => {
    const events = raidStep('B3', ['C3']);
    const shown = preview(stateAfter(events), { type: 'raid' }, 'german');
    expect(shown).toEqual({
      ok: true,
      value: { kind: 'raid', hex: 'C3', surePoints: false, results: [0, 0, 0, 2, 2, 2], score: 0, winsIfScores: false, rules: ['GS-7.1', 'GS-7.3'] },
    });
    // Each face the preview lists is what the raid scores with that face.
    const results = shown.ok ? (shown.value?.results ?? []) : [];
    results.forEach((points, i) => expect(accepted(events, 'german', { type: 'raid' }, [i + 1])[0]).toMatchObject({ die: i + 1, points }));
  });

  it('GS-7.3 on a transport icon while the sure points are to be had: two points, no die', () => {
    const shown = preview(stateAfter(raidStep('B3', ['C2'])), { type: 'raid' }, 'german');
    expect(shown.ok && shown.value).toMatchObject({ hex: 'C2', surePoints: true, results: [2, 2, 2, 2, 2, 2] });
  });

  it('GS-8.1 says when the raid’s points would reach 21 and win at once', () => {
    const at19 = raidStep('B3', ['C3'], [speeMoved(1, 'B3', []), { type: 'raided', speeHex: 'B3', icon: false, die: 6, points: 19, score: 19 } as GrafSpeeEvent, ...nextTurn(1)]);
    const shown = preview(stateAfter(at19), { type: 'raid' }, 'german');
    expect(shown.ok && shown.value).toMatchObject({ score: 19, winsIfScores: true, rules: ['GS-7.1', 'GS-7.3', 'GS-8.1'] });
  });

  it('refuses as the raid would be refused: the British, a spectator, a hex ending in 1 (GS-7.2); nothing for other commands', () => {
    const state = stateAfter(raidStep('B3', ['C3']));
    const british = preview(state, { type: 'raid' }, 'british');
    expect(british).toMatchObject({ ok: false, error: { code: 'ERR_NOT_YOUR_COMMAND' } });
    // GS-9: the refusal tells the British nothing of where the Spee is.
    expect(JSON.stringify(british)).not.toContain('C3');
    expect(preview(state, { type: 'raid' }, 'spectator')).toMatchObject({ ok: false, error: { code: 'ERR_NOT_A_PLAYER' } });
    expect(preview(stateAfter(raidStep('B2', ['B1'])), { type: 'raid' }, 'german')).toMatchObject({ ok: false, error: { code: 'ERR_NO_RAID_HERE', rule: 'GS-7.2' } });
    expect(preview(state, { type: 'decline-raid' }, 'german')).toEqual({ ok: true, value: null });
    expect(grafSpee.preview).toBeDefined();
  });
});
