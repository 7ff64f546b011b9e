import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { preview } from './preview';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };
const units = { '4RTR': '0604', '7RTR': '0704', '6DLI': '0605', '7SR': '0705', '7Kr': '0703' };
const combat = (done: 'movement'[] = ['movement'], extra: object = {}) => given(arras, opts, scenario({ units, side: 'allied', phase: 'combat', done, ...extra })).state;

describe('preview of an attack and of the 88 (AR-8.1 – AR-8.4, AR-8.8)', () => {
  it('AR-8.1 AR-8.4 shows the odds column and the result of every die face, as decide then rolls them', () => {
    const state = combat();
    const result = preview(state, { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, 'allied');
    expect(result.ok).toBe(true);
    const shown = result.ok ? result.value : null;
    expect(shown).toMatchObject({ kind: 'attack', attackers: ['6DLI'], defenders: ['7SR'], attack: 2, defence: 2, oddsColumn: '1:1', column: '1:1', shifts: [], modifiers: [], gunMayFire: false });
    expect(shown?.rules).toEqual(['AR-8.1', 'AR-8.4', 'AR-8.6']) // AR-8.6: 7SR's retreats and loss panic Rommel;
    // Each face the preview lists is what decide rolls with that face.
    for (const [i, expected] of (shown?.results ?? []).entries()) {
      const rolled = given(arras, opts, scenario({ units, side: 'allied', phase: 'combat', done: ['movement'] })).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [i + 1]);
      expect(rolled.ok && rolled.value.find((e) => e.type === 'attack-resolved')).toMatchObject({ die: i + 1, result: expected });
    }
  });

  it('AR-8.2 combat before movement in the Allied turn shifts one column right, with its rule', () => {
    const result = preview(combat([]), { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, 'allied');
    expect(result.ok && result.value).toMatchObject({ oddsColumn: '1:1', column: '2:1', shifts: [{ value: 1, rule: 'AR-8.2', reason: 'combat-before-movement' }] });
    expect(result.ok && result.value?.rules).toContain('AR-8.2');
  });

  it('AR-8.3 a defender in Arras gives −1 on the die, with its rule', () => {
    const state = given(arras, opts, scenario({ units: { '6DLI': '0603', '7SR': '0503' }, side: 'allied', phase: 'combat', done: ['movement'] })).state;
    const result = preview(state, { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, 'allied');
    expect(result.ok && result.value?.modifiers).toEqual([{ value: -1, rule: 'AR-8.3', reason: 'defender-in-arras' }]);
  });

  it('AR-8.8 an Allied attack with tanks while the 88 is ready says the 88 may fire first', () => {
    const result = preview(combat(), { type: 'attack', defender: '7SR', attackers: ['4RTR', '6DLI'] }, 'allied');
    expect(result.ok && result.value).toMatchObject({ attack: 6, defence: 2, column: '3:1', gunMayFire: true });
    expect(result.ok && result.value?.rules).toContain('AR-8.8');
  });

  it('AR-8.8 the 88: 8 against the declared tanks, no AR-8.2 shift', () => {
    const events = play(scenario({ units, side: 'allied', phase: 'combat', done: [] }), 'allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '6DLI'] });
    const state = given(arras, opts, events).state;
    const result = preview(state, { type: 'fire-88' }, 'german');
    expect(result.ok && result.value).toMatchObject({ kind: 'gun', attackers: ['88'], defenders: ['4RTR'], attack: 8, defence: 4, column: '2:1', shifts: [], rules: ['AR-8.8', 'AR-8.4'] });
  });

  it('refuses an illegal command as decide does, with its rule', () => {
    const state = combat();
    const far = preview(state, { type: 'attack', defender: '7Kr', attackers: ['6DLI'] }, 'allied');
    expect(far.ok ? null : far.error).toMatchObject({ code: 'ERR_NOT_ADJACENT_TO_DEFENDER', rule: 'AR-8.1' });
    const notYours = preview(state, { type: 'attack', defender: '4RTR', attackers: ['7SR'] }, 'german');
    expect(notYours.ok ? null : notYours.error).toMatchObject({ rule: 'AR-5.1' });
    const gun = preview(state, { type: 'fire-88' }, 'german');
    expect(gun.ok).toBe(false);
  });

  it('previews nothing for other commands, and is served through the game definition', () => {
    expect(preview(combat(), { type: 'end-phase' }, 'allied')).toEqual({ ok: true, value: null });
    expect(arras.preview).toBeDefined();
  });
});
